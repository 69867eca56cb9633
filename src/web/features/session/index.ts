export { LogoutScreen } from './logout-screen';
