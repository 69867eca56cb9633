/** What every page loads of this feature (store slice, app-shell parts); index.ts holds the rest, loaded with the screens that use it. */
export { NotificationPrompt } from './notification-prompt';
