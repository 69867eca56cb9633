/** The bids feature as the rest of the server sees it. */
export { autoQuoteRoutes } from './auto-quote.routes';
export { AutoQuoteService } from './auto-quote.service';
export { consumerOf, findBidWithParties, proOf } from './bid-parties.repository';
export { bidsRoutes } from './bids.routes';
export { BidsService } from './bids.service';
export { ContactChargeService } from './contact-charge.service';
export { JobCenterService } from './job-center.service';
export { leadDetailRoutes } from './lead-detail.routes';
export { LeadsService } from './lead-detail.service';
export { feeForRequest } from './quote-fee.repository';
export { templatesRoutes } from './templates.routes';
