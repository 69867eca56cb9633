import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';

export interface OpsConfirmStepProps {
  /** The heading's id (the section is labelled by it). */
  headingId: string;
  title: string;
  /** The call is under way: both buttons wait. */
  busy: boolean;
  onConfirm: () => void;
  onBack: () => void;
  /** What will change, in words (and a preview). */
  children: ReactNode;
}

/** The confirm step of a console edit: what will change, then the confirm button sends it or the back button returns to the form. */
export function OpsConfirmStep({ headingId, title, busy, onConfirm, onBack, children }: OpsConfirmStepProps) {
  const { t } = useTranslation();
  return (
    <section className="ops-panel ops-confirm" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {children}
      <div className="ops-actions">
        <Button onClick={onConfirm} disabled={busy}>
          {busy ? t('ops>content>sending') : t('ops>content>confirm')}
        </Button>
        <Button variant="secondary" onClick={onBack} disabled={busy}>
          {t('ops>content>back')}
        </Button>
      </div>
    </section>
  );
}
