export { OnboardingReminder } from './onboarding/onboarding-reminder';
