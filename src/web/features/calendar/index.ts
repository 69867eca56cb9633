/** What other parts of the app may use of the calendar feature; its other files are its own. */
export { dayParts } from './calendar-format';
