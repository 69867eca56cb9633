import { parseEditStep, ServiceEditStep } from '../../../domain/services/steps';
import type { ScreenProps } from '../../routes/screen-types';
import { ServiceEditor } from './service-editor';
import { ServiceList } from './service-list';
import { idParam, type ServicesBase } from './service-steps';
import './services.css';

/** dashboard/services and dashboard/profiles: the list, or one service's editing menu at a step. */
export default function ServicesScreen({ match }: ScreenProps) {
  const base: ServicesBase = match.route.screen === 'profiles' ? '/dashboard/profiles' : '/dashboard/services';
  const serviceId = idParam(match.params.serviceId);
  if (serviceId === undefined) return <ServiceList base={base} />;
  const step = parseEditStep(match.params.index) ?? ServiceEditStep.Basic;
  return <ServiceEditor key={serviceId} base={base} serviceId={serviceId} step={step} active={idParam(match.params.active)} />;
}
