/** The uploads feature as the rest of the server sees it. */
export { privateFilesPlugin } from './private-files.plugin';
export { uploadsPlugin } from './uploads.plugin';
