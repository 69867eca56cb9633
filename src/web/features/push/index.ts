export { PushSettings } from './push-settings';
