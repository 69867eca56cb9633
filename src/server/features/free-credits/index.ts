/** The free-credits feature as the rest of the server sees it. */
export { freeCreditsRoutes } from './free-credits.routes';
export { editEvent as editFreeCreditEvent, listAllEvents as listFreeCreditEvents } from './free-credits.service';
export { grantCampaignSignupCredit } from './campaign-credit';
