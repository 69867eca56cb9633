/** What every page loads of this feature (store, app-shell parts, the calls they make); index.ts holds the rest. */
export { emailCodeLogin, getSocialProviders, login, loginOnce, logout, signUp, validateUser } from './api/auth';
export type { EmailCodeLogin, FacebookLogin, GoogleLogin, PasswordLogin, PhoneCodeLogin, SignUpUser, SocialLogin, SocialProvider, SocialProviders } from './api/auth';
export type { AccountInfo, MeAnswer, SocialLinks } from './api/account-types';
export { getMe, getMeBrief } from './api/users';
