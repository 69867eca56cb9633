/** A user's standing (moderation, 0064) as login, matching, the pro lists and quoting check it. */
export { assertMaySignIn, barredRefusal, liftExpiredSuspensions, OWNER_IN_GOOD_STANDING, userBarredNow, userInGoodStanding } from './standing';
