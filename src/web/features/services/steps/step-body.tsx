import { ServiceLogoEditor, ServiceMediaEditor } from '../../media';
import type { StepProps } from './step-props';
import type { StepDef } from '../service-steps';
import { AreaStep } from './area-step';
import { BasicStep } from './basic-step';
import { CategoryStep } from './category-step';
import { CloseStep } from './close-step';
import { DescriptionStep } from './description-step';
import { ElsewhereStep } from './elsewhere-step';
import { FaqStep } from './faq-step';
import { PublicViewStep } from './public-view-step';
import { ReviewsStep } from './reviews-step';
import { TravelStep } from './travel-step';

/** The form of one step; steps other features own say where that is managed. */
export function StepBody({ step, props }: { step: StepDef; props: StepProps }) {
  if (step.name === 'Media') return <ServiceMediaEditor serviceId={props.service.id} />;
  if (step.name === 'Logo') return <ServiceLogoEditor serviceId={props.service.id} />;
  if (step.kind === 'elsewhere') return <ElsewhereStep step={step} service={props.service} />;
  switch (step.name) {
    case 'Basic':
      return <BasicStep {...props} />;
    case 'Travel':
      return <TravelStep {...props} />;
    case 'Category':
      return <CategoryStep {...props} />;
    case 'FAQ':
      return <FaqStep {...props} />;
    case 'Reviews':
      return <ReviewsStep {...props} />;
    case 'Description':
      return <DescriptionStep {...props} />;
    case 'Area':
      return <AreaStep {...props} />;
    case 'Close':
      return <CloseStep {...props} />;
    default:
      return <PublicViewStep {...props} />;
  }
}
