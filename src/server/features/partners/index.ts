/** The partners feature as the rest of the server sees it. */
export { partnerEntryPlugin } from './partner-entry.plugin';
export { PartnerSignIn } from './partner-sign-in.service';
export { partnerShellRoutes } from './partner-shell.routes';
export { partnerReportRoutes } from './partner-report.routes';
export { partnerDiscountAddCommand } from './partner-discount-add.command';
export { partnerOffersRoutes } from './partner-offers.routes';
export { ibonOrdersRoutes } from './ibon-orders.routes';
export { isIbonScreen, ibonChannelOpen } from './ibon-channel';
export { partnerById } from './partner-channels';
