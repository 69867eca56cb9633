/** The auth feature as the rest of the server sees it. */
export { proveAddress } from './address-proof';
export { authRoutes } from './auth.routes';
export { DEVICE_ID_COOKIE, SESSION_COOKIE, partnerChannelOf, setSessionCookie, startSession } from './login-session';
export { createLoginLink, loginOnceUrl } from './login-tokens.repository';
export { requireRecentAuth } from './reauth';
export { countActivationResend } from './resend-activation';
export { SESSIONS_TOPIC, SessionCache } from './session-cache';
export { findActiveSession, hashToken, liveSessionIds, revokeUserSessions } from './sessions.repository';
export type { ActiveSession } from './sessions.repository';
export { socialRoutes } from './social/social.routes';
export { insertSocialUser as insertLinkedUser, isUsernameTaken } from './social/social-accounts.repository';
export { socialUsernameBase, uniqueUsername } from './social/social-username';
export { authDeps, type AuthDeps } from './auth.deps';
export { sendActivation } from './signup.service';
