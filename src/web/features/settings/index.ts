/** What other parts of the app may use of the settings feature; its other files are its own. */
export { useReauth } from './reauth-dialog';
export { confirmPhone, connectSocial } from './api/account';
