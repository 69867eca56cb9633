/** What other parts of the app may use of the session feature; its other files are its own. */
export { activateAccount, checkResetHash, forgotPassword, isAccountTaken, logout, resetPassword, sendEmailLoginCode, sendPhoneCode } from './api/auth';
export type { SignUpUser, SocialLogin, SocialProvider } from './api/auth';
export type { AccountInfo, Flags } from './api/account-types';
