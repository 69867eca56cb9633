export { PostedPanel } from './posted-panel';
export { RequestFormScreen } from './request-form-screen';
