/** What other parts of the app may use of the media feature; its other files are its own. */
export { ServiceLogoEditor } from './service-logo-editor';
export { ServiceMediaEditor } from './service-media-editor';
export { useServiceMedia } from './use-service-media';
