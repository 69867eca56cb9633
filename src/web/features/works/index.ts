/** What other parts of the app may use of the works feature; its other files are its own. */
export { LeadFiguresLine, useCardOpen } from './lead-figures';
export { LeadFailed, LeadSkeleton } from './lead-states';
export { PriceViewSheet } from './price-view-sheet';
export { RequestCreated, RequestFacts } from './request-facts';
export { WorkCardSkeleton } from './work-card';
export { excerpt, sinceText } from './work-status';
export { leadAdded } from './works-slice';
export type { LeadDetail, ProviderBid, WorkItem } from './api/works';
