import type { QuoteServiceDetail } from '../../../../domain/services/quote-service.types';
import type { ServicesBase } from '../service-steps';

/** What every step of the service editor gets. */
export interface StepProps {
  service: QuoteServiceDetail;
  base: ServicesBase;
  /** The route's last segment: the category setting open in the Category step. */
  active: number | undefined;
}
