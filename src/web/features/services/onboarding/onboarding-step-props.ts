import type { QuoteServiceDetail } from '../../../../domain/services/quote-service.types';

/** What every onboarding step gets. */
export interface OnboardingStepProps {
  service: QuoteServiceDetail;
  /** Saves what the step asks (if anything), records the next step and goes there. */
  next: (save?: () => Promise<boolean>) => Promise<void>;
  busy: boolean;
}
