/** What every page loads of this feature: the partner shell around the frame. */
export { PartnerHeader, partnerThemeStyle } from './partner-header';
export { usePartnerShell } from './use-partner-shell';
export { useShellScreens } from './use-shell-screens';
