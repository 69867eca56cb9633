export { BlockUserButton } from './block-user-button';
