export { useReauth } from './reauth-dialog';
