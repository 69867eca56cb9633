/** What other parts of the app may use of the auth feature; its other files are its own. */
export { ActivateScreen } from './activate-screen';
export { LoginScreen } from './login-screen';
export { PasswordLoginForm } from './password-login-form';
export { ProSignupScreen } from './pro-signup-screen';
export { ResetpassEmailScreen } from './resetpass-email-screen';
export { ResetpassScreen } from './resetpass-screen';
export { SignUpForm } from './signup-form';
export { SignupScreen } from './signup-screen';
