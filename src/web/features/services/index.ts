/** What other parts of the app may use of the services feature; its other files are its own. */
export { OnboardingReminder } from './onboarding/onboarding-reminder';
export { getQuoteTemplates } from './api/quote-templates';
export type { QuoteTemplate } from './api/quote-templates';
