/** What other parts of the app may use of the free-credits feature; its other files are its own. */
export { getFreeCredits } from './api/free-credits';
export type { FreeCreditEvent } from './api/free-credits';
export { TaskCardPreview } from './task-card-preview';
