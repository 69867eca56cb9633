import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SERVICE_LIMITS } from '../../../../domain/services/quote-service.schema';
import type { QuoteServiceDetail } from '../../../../domain/services/quote-service.types';
import { OnboardStep, type OnboardStepId, ServiceEditStep } from '../../../../domain/services/steps';
import { Button } from '../../../components/button';
import { describedBy, Field } from '../../../components/field';
import { FormMessage } from '../../../components/form-message';
import { Input } from '../../../components/input';
import { useAppDispatch } from '../../../store/hooks';
import { serviceUpdated } from '../service-slice';
import { infoUpdated } from '../../../store/user-slice';
import { servicePath } from '../service-steps';
import { editService, saveOnboardState } from '../api/services';
import { useServiceSave } from '../use-service-save';
import { LogoStep } from './logo-step';
import type { OnboardingStepProps } from './onboarding-step-props';

const NAMES = ['Welcome', 'Basic', 'Logo', 'Description'] as const;

/** The four onboarding steps with the user's onboard_state kept as they go. */
export function OnboardingSteps({ service, step, done }: { service: QuoteServiceDetail; step: OnboardStepId; done: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const progress = useServiceSave();

  const next = async (save?: () => Promise<boolean>) => {
    if (save && !(await save())) return;
    const target = step === OnboardStep.Description ? done : step + 1;
    const answer = await progress.run((api) => saveOnboardState(api, service.id, target), null);
    if (!answer) return;
    dispatch(infoUpdated({ onboard_state: answer.onboard_state }));
    navigate(target >= done ? servicePath('/dashboard/services', service.id, ServiceEditStep.PublicView) : `/dashboard/onboarding/${service.id}/${target}`);
  };
  const props = { service, next, busy: progress.busy };

  return (
    <div className="page page--narrow services">
      <h1 className="page__title">{t('onboarding>title')}</h1>
      <ol className="onboarding__steps" aria-label={t('onboarding>progress')}>
        {NAMES.map((name, i) => (
          <li key={name} aria-current={i === step ? 'step' : undefined}>
            {i + 1}. {t(`onboarding>step>${name}`)}
          </li>
        ))}
      </ol>
      <section className="services__step">
        {step === OnboardStep.Welcome && <WelcomeStep {...props} />}
        {step === OnboardStep.Basic && <BasicStep {...props} />}
        {step === OnboardStep.Logo && <LogoStep {...props} />}
        {step === OnboardStep.Description && <DescriptionStep {...props} />}
        <FormMessage tone="error" text={progress.message} />
      </section>
    </div>
  );
}

function WelcomeStep({ service, next, busy }: OnboardingStepProps) {
  const { t } = useTranslation();
  return (
    <div className="form">
      <h2>{t('onboarding>welcome>title')}</h2>
      <p>{t('onboarding>welcome>body', { name: service.QuoteService.display_name })}</p>
      <Button onClick={() => void next()} disabled={busy} aria-busy={busy}>
        {t('onboarding>start')}
      </Button>
    </div>
  );
}

/** Saves some service fields; true when saved. */
function useSaveFields(serviceId: number, names: string[]) {
  const dispatch = useAppDispatch();
  const save = useServiceSave(names);
  const submit = async (body: Record<string, unknown>) => {
    const service = await save.run((api) => editService(api, serviceId, body), null);
    if (service) dispatch(serviceUpdated(service));
    return service !== undefined;
  };
  return { ...save, submit };
}

function BasicStep({ service, next, busy }: OnboardingStepProps) {
  const { t } = useTranslation();
  const f = service.QuoteService;
  const save = useSaveFields(service.id, ['display_name', 'line_id', 'contact_phone']);
  const [values, setValues] = useState({ display_name: f.display_name, line_id: f.line_id, contact_phone: f.contact_phone });
  const bind = (name: keyof typeof values) => ({
    label: t(`services>basic>${name}`),
    value: values[name],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
    error: save.fieldError(name),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void next(() => save.submit(values));
  };
  return (
    <form className="form" onSubmit={submit} noValidate>
      <h2>{t('onboarding>step>Basic')}</h2>
      <Input {...bind('display_name')} required hint={t('services>basic>displayNameHint')} />
      <Input {...bind('line_id')} hint={t('services>basic>lineHint')} />
      <Input {...bind('contact_phone')} type="tel" inputMode="tel" autoComplete="tel" />
      <FormMessage tone="error" text={save.message} />
      <Button type="submit" disabled={busy || save.busy} aria-busy={busy || save.busy}>
        {t('onboarding>next')}
      </Button>
    </form>
  );
}

function DescriptionStep({ service, next, busy }: OnboardingStepProps) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveFields(service.id, ['description']);
  const [text, setText] = useState(service.QuoteService.description);
  const hint = t('services>description>hint', { min: SERVICE_LIMITS.descriptionMin, count: text.trim().length, max: SERVICE_LIMITS.descriptionMax });
  const error = save.fieldError('description');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void next(() => save.submit({ description: text }));
  };
  return (
    <form className="form" onSubmit={submit} noValidate>
      <h2>{t('onboarding>step>Description')}</h2>
      <Field id={id} label={t('services>description>label')} hint={hint} error={error}>
        <textarea id={id} className="input services__textarea" rows={8} value={text} onChange={(e) => setText(e.target.value)} {...describedBy(id, error, hint)} />
      </Field>
      <FormMessage tone="error" text={save.message} />
      <Button type="submit" disabled={busy || save.busy} aria-busy={busy || save.busy}>
        {t('onboarding>finish')}
      </Button>
    </form>
  );
}
