import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { FormMessage } from '../../../components/form-message';
import { useAppSelector } from '../../../store/hooks';
import type { RequestDraftState } from '../use-request-draft';
import type { SubmitState } from '../use-submit-request';
import { AccountSection } from './account-section';
import { PhoneSection } from './phone-section';
import { ReviewSummary } from './review-summary';

export interface ReviewStepProps {
  form: RequestDraftState;
  submit: SubmitState;
  formPath: string;
}

/** The answers to check, then: sign up or log in (guests), verify the phone (when asked), post. */
export function ReviewStep({ form, submit, formPath }: ReviewStepProps) {
  const { t } = useTranslation();
  const signedIn = useAppSelector((s) => s.user.info !== null);
  const posting = submit.phase === 'posting';
  let action: ReactNode;
  if (!signedIn) action = <AccountSection formPath={formPath} onSignedIn={submit.submitWhenSignedIn} />;
  else if (submit.phase === 'phone') action = <PhoneSection onVerified={submit.submit} />;
  else {
    action = (
      <Button size="lg" block onClick={() => void submit.submit()} disabled={posting} aria-busy={posting}>
        {posting ? t('requestForm>review>submitting') : t('requestForm>review>submit')}
      </Button>
    );
  }
  return (
    <div className="rf-review-step">
      <p className="rf-step__hint">{t('requestForm>review>lead')}</p>
      <ReviewSummary steps={form.steps} draft={form.draft} photoCount={form.photos.length} onEdit={form.goTo} />
      <FormMessage tone="error" text={submit.message} />
      {action}
      <div className="rf-nav">
        <Button variant="secondary" onClick={form.back} disabled={posting}>
          {t('requestForm>back')}
        </Button>
      </div>
    </div>
  );
}
