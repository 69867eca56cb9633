import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OpsPermission } from '../../../domain/ops/operator-roles';
import { toErrorInfo } from '../../api/error-info';
import { Button } from '../../components/button';
import { FailureRetry } from '../../components/load-failure';
import { Loading } from '../../components/loading';
import { useApi } from '../../store/use-api';
import { type AdminFreeCreditEvent, getFreeCreditEvents } from './api/content';
import { FreeCreditEventEditor } from './ops-free-credit-event-editor';
import { OpsFrame } from './ops-frame';
import './ops-content.css';
import { useOpsLoad } from './use-ops-load';
import { OpsTable } from './ops-table';

function EventsTable({ events, onEdit }: { events: AdminFreeCreditEvent[]; onEdit: (event: AdminFreeCreditEvent) => void }) {
  const { t } = useTranslation();
  const col = (key: string) => t(`ops>content>columns>${key}`);
  return (
    <OpsTable columns={['title', 'reward', 'state', 'actions']} heading={col}>
      {events.map((event) => (
        <tr key={event.id} className="ops-table__row">
          <th scope="row" data-label={col('title')}>
            {event.title} <code>{event.code}</code>
          </th>
          <td data-label={col('reward')}>{t('ops>content>reward', { amount: event.reward_amount })}</td>
          <td data-label={col('state')}>{t(event.is_active ? 'ops>content>offered' : 'ops>content>off')}</td>
          <td data-label={col('actions')}>
            <Button variant="secondary" onClick={() => onEdit(event)} aria-label={t('ops>content>editNamed', { title: event.title })}>
              {t('ops>content>edit')}
            </Button>
          </td>
        </tr>
      ))}
    </OpsTable>
  );
}

function FreeCreditEvents() {
  const { t } = useTranslation();
  const api = useApi();
  const [editing, setEditing] = useState<AdminFreeCreditEvent | undefined>();
  const [saved, setSaved] = useState<string | undefined>();

  const { state, reload: load, update } = useOpsLoad(async () => {
    return (await api(getFreeCreditEvents)).free_credit_events;
  }, []);

  const onSaved = (event: AdminFreeCreditEvent) => {
    setEditing(undefined);
    setSaved(t('ops>content>savedEvent', { title: event.title }));
    update((events) => events.map((e) => (e.id === event.id ? event : e)));
  };

  if (state.kind === 'loading') return <Loading />;
  if (state.kind === 'failed') return <FailureRetry failure={toErrorInfo(state.error)} onRetry={() => void load()} />;
  if (editing) return <FreeCreditEventEditor key={editing.id} event={editing} onSaved={onSaved} onCancel={() => setEditing(undefined)} />;
  return (
    <>
      <p>{t('ops>content>eventsLead')}</p>
      {saved && (
        <p role="status" className="ops-content__saved">
          {saved}
        </p>
      )}
      <EventsTable
        events={state.data}
        onEdit={(event) => {
          setSaved(undefined);
          setEditing(event);
        }}
      />
    </>
  );
}

/** /ops/free-credit-events (support, admin): the free-credit events; edit one with a preview of the card pros see, confirmed before saving. */
export default function OpsFreeCreditEventsScreen() {
  const { t } = useTranslation();
  return (
    <OpsFrame permission={OpsPermission.EditContent}>
      <h1 className="ops-title">{t('ops>content>eventsTitle')}</h1>
      <FreeCreditEvents />
    </OpsFrame>
  );
}
