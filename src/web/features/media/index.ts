export { ServiceLogoEditor } from './service-logo-editor';
export { ServiceMediaEditor } from './service-media-editor';
export { useServiceMedia } from './use-service-media';
