import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button';
import { FormMessage } from '../../../components/form-message';
import { Modal } from '../../../components/modal';
import { useAppDispatch } from '../../../store/hooks';
import { serviceUpdated } from '../service-slice';
import { DeleteServiceDialog } from '../delete-service-dialog';
import type { StepProps } from './step-props';
import { changeServiceStatus } from '../api/services';
import { useServiceSave } from '../use-service-save';

/** Step 10: close the service (archive), open it again, or delete it; each asks first. */
export function CloseStep({ service, base }: StepProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const save = useServiceSave();
  const [asking, setAsking] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const archived = service.QuoteService.is_archived === 1;

  const change = async () => {
    const updated = await save.run((api) => changeServiceStatus(api, archived ? 'unarchive' : 'archive', service.id), archived ? 'services>close>reopened' : 'services>close>closed');
    setAsking(false);
    if (updated) dispatch(serviceUpdated(updated));
  };

  return (
    <div className="form">
      <p>{archived ? t('services>close>isClosed') : t('services>close>isOpen')}</p>
      <p className="form__note">{t('services>close>explain')}</p>
      <FormMessage tone="error" text={save.message} />
      <div className="services__row-actions">
        <Button onClick={() => setAsking(true)}>{archived ? t('services>close>reopen') : t('services>close>close')}</Button>
        <Button variant="ghost" onClick={() => setDeleting(true)}>
          {t('services>list>delete')}
        </Button>
      </div>
      <Modal
        open={asking}
        title={archived ? t('services>close>reopen') : t('services>close>close')}
        onClose={() => setAsking(false)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setAsking(false)}>
              {t('services>cancel')}
            </Button>
            <Button onClick={() => void change()} disabled={save.busy} aria-busy={save.busy}>
              {t('services>close>confirm')}
            </Button>
          </>
        }
      >
        <p>{archived ? t('services>close>reopenBody') : t('services>close>closeBody')}</p>
      </Modal>
      <DeleteServiceDialog service={deleting ? service : null} onClose={() => setDeleting(false)} onDeleted={() => navigate(base)} />
    </div>
  );
}
