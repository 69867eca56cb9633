/** The bids feature as the rest of the server sees it. */
export { accessBid, bidRole } from './bid-access';
export { consumerOf, findBidWithParties, proOf } from './bid-parties.repository';
export { type BidCardChecks, bidsRoutes } from './bids.routes';
export { BidsService } from './bids.service';
export { ContactChargeService } from './contact-charge.service';
export { leadDetailRoutes } from './lead-detail.routes';
export { LeadsService } from './lead-detail.service';
export { attachmentFromUrl, QUOTE_ATTACHMENTS_MAX, QUOTE_UPLOAD_FOLDER, QUOTE_UPLOAD_RULES } from './quote-attachments';
export { feeForRequest } from './quote-fee.repository';
export { feesForRequests } from './request-fees.repository';
export { quotingFacts } from './quoting-facts.repository';
export { sessionFirst } from './route-options';
