/** What other parts of the app may use of the request-form feature; its other files are its own. */
export { PostedPanel } from './posted-panel';
export { QuestionStep } from './components/question-step';
