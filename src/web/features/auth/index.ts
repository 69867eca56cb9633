/** What other parts of the app may use of the auth feature; its other files are its own. */
export { PasswordLoginForm } from './password-login-form';
export { SignUpForm } from './signup-form';
