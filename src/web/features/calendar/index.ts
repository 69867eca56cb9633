export { dayParts } from './calendar-format';
