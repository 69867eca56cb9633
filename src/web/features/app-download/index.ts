export { DownloadScreen } from './download-screen';
