/** What other parts of the app may use of the services feature; its other files are its own. */
export { OnboardingReminder } from './onboarding/onboarding-reminder';
