/** What other parts of the app may use of the push feature; its other files are its own. */
export { PushSettings } from './push-settings';
