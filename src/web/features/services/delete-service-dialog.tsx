import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuoteServiceItem } from '../../../domain/services/quote-service.types';
import { asFormFailure } from '../../api/error-info';
import { Button } from '../../components/button';
import { FormMessage } from '../../components/form-message';
import { Modal } from '../../components/modal';
import { failureText } from '../../lib/failure-text';
import { useAppDispatch } from '../../store/hooks';
import { statusModalShown } from '../../store/ui-slice';
import { removeService } from './services-thunks';

/** Asks before a service is deleted; deleting cannot be undone from here. */
export function DeleteServiceDialog({ service, onClose, onDeleted }: { service: QuoteServiceItem | null; onClose: () => void; onDeleted?: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();

  const confirm = async () => {
    if (!service) return;
    setBusy(true);
    setError(undefined);
    const result = await dispatch(removeService(service.id));
    setBusy(false);
    if (removeService.rejected.match(result)) return setError(failureText(t, asFormFailure(result.payload ?? result.error)));
    // The status modal: what deleting did, and the way back to the remaining services.
    dispatch(
      statusModalShown({
        tone: 'success',
        titleKey: 'statusModal>serviceDeleted>title',
        messageKey: 'statusModal>serviceDeleted>body',
        values: { name: service.QuoteService.display_name },
        action: { labelKey: 'statusModal>serviceDeleted>next', to: '/dashboard/services' },
      }),
    );
    onClose();
    onDeleted?.();
  };

  return (
    <Modal
      open={service !== null}
      title={t('services>delete>title')}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('services>cancel')}
          </Button>
          <Button onClick={() => void confirm()} disabled={busy} aria-busy={busy}>
            {t('services>delete>confirm')}
          </Button>
        </>
      }
    >
      <p>{t('services>delete>body', { name: service?.QuoteService.display_name ?? '' })}</p>
      <FormMessage tone="error" text={error} />
    </Modal>
  );
}
