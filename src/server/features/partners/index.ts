/** The partners feature as the rest of the server sees it. */
export { partnerEntryPlugin } from './partner-entry.plugin';
export { PartnerSignIn } from './partner-sign-in.service';
export { partnerShellRoutes } from './partner-shell.routes';
export { partnerReportRoutes } from './partner-report.routes';
export { partnerById } from './partner-channels';
