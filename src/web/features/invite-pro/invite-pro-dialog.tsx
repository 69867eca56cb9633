import type { TFunction } from 'i18next';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CategoryRefResponse } from '../../../domain/discovery/discovery.types';
import { asFormFailure } from '../../api/error-info';
import { Button, ButtonLink } from '../../components/button';
import { FormMessage } from '../../components/form-message';
import { Loading } from '../../components/loading';
import { Modal } from '../../components/modal';
import { failureText } from '../../lib/failure-text';
import { useApi } from '../../store/use-api';
import { getOpenRequests, type InviteOutcome, inviteOutcome, invitePro, type OpenRequest } from './api/invite-pro';
import { RequestChoices } from './request-choices';

type Service = { id: number; categories: CategoryRefResponse[] };
type Load = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; requests: OpenRequest[] };

/** A refusal in the server's words: the field's reason when it names one (the invite limit). */
function refusalText(t: TFunction, error: unknown): string {
  const failure = asFormFailure(error);
  return failure.fields[0]?.message ?? failureText(t, failure);
}

/** Picks one of the consumer's open requests in the service's categories and invites the pro to it. */
export function InviteProDialog({ service, onClose }: { service: Service; onClose: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [choice, setChoice] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | undefined>();
  const [done, setDone] = useState<{ outcome: InviteOutcome; requestId: number } | null>(null);
  // A string, so a fresh copy of the same categories does not fetch again.
  const categoryIds = service.categories.map((c) => c.id).join(',');

  const fetchRequests = useCallback(() => {
    setLoad({ kind: 'loading' });
    const ids = categoryIds.split(',').map(Number);
    api((client) => getOpenRequests(client, ids)).then(
      (requests) => {
        setLoad({ kind: 'ready', requests });
        if (requests.length === 1) setChoice(requests[0]!.id);
      },
      () => setLoad({ kind: 'failed' }),
    );
  }, [api, categoryIds]);
  useEffect(fetchRequests, [fetchRequests]);

  const confirm = async () => {
    if (choice === null) return;
    setBusy(true);
    setRefusal(undefined);
    try {
      const bid = await api((client) => invitePro(client, { quote_request_id: choice, quote_service_id: service.id }));
      setDone({ outcome: inviteOutcome(bid), requestId: choice });
    } catch (error) {
      setRefusal(refusalText(t, error));
    } finally {
      setBusy(false);
    }
  };

  const close = (
    <Button variant={done ? 'secondary' : 'ghost'} onClick={onClose}>
      {t('common>close')}
    </Button>
  );
  const choosing = !done && load.kind === 'ready' && load.requests.length > 0;
  const footer = done ? (
    <>
      {close}
      <ButtonLink to={`/dashboard/projects/quotelist/${done.requestId}`}>{t('invitePro>viewQuotes')}</ButtonLink>
    </>
  ) : choosing ? (
    <>
      <Button variant="ghost" onClick={onClose} disabled={busy}>
        {t('common>cancel')}
      </Button>
      <Button onClick={() => void confirm()} disabled={busy || choice === null} aria-busy={busy || undefined}>
        {busy ? t('invitePro>sending') : t('invitePro>confirm')}
      </Button>
    </>
  ) : (
    close
  );

  return (
    <Modal open title={t('invitePro>title')} onClose={onClose} footer={footer}>
      {done ? (
        <FormMessage tone={done.outcome === 'invited' ? 'success' : 'info'} text={t(`invitePro>outcome>${done.outcome}`)} />
      ) : load.kind === 'loading' ? (
        <Loading />
      ) : load.kind === 'failed' ? (
        <div className="invite-pro__failed">
          <FormMessage tone="error" text={t('invitePro>loadFailed')} />
          <Button variant="secondary" onClick={fetchRequests}>
            {t('common>retry')}
          </Button>
        </div>
      ) : load.requests.length === 0 ? (
        <NoOpenRequest service={service} />
      ) : (
        <>
          <p>{t('invitePro>lead')}</p>
          <RequestChoices
            requests={load.requests}
            choice={choice}
            onChoice={(id) => {
              setChoice(id);
              setRefusal(undefined);
            }}
          />
          <FormMessage tone="error" text={refusal} />
        </>
      )}
    </Modal>
  );
}

/** No open request fits: post one in the service's category (the pro is invited to it too). */
function NoOpenRequest({ service }: { service: Service }) {
  const { t } = useTranslation();
  return (
    <div className="invite-pro__none">
      <p>{t('invitePro>none')}</p>
      <p className="muted">{t('invitePro>noneHint')}</p>
      <ul className="invite-pro__post">
        {service.categories.map((c) => (
          <li key={c.id}>
            <ButtonLink to={`/form/${c.slug}?invite=${service.id}`} variant="secondary" block>
              {t('invitePro>post', { category: c.name })}
            </ButtonLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
