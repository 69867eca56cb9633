import { type ComponentType, Fragment, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OpsPermissionId } from '../../../domain/ops/operator-roles';
import type { QueueDefinition } from '../../../domain/ops/queues';
import type { QueueAssignment } from '../../../domain/ops/queues.contract';
import type { ReviewDocument } from '../../../domain/ops/review-queue.contract';
import { type ApiClient, ApiError } from '../../api/client';
import { asFormFailure, toErrorInfo } from '../../api/error-info';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { FormMessage } from '../../components/form-message';
import { FailureRetry } from '../../components/load-failure';
import { Loading } from '../../components/loading';
import { failureText } from '../../lib/failure-text';
import { useApi } from '../../store/use-api';
import { OpsFrame } from './ops-frame';
import { opsQueuePath } from './ops-paths';
import { useOpsSession } from './ops-session-context';
import { QueueAssignmentControl } from './queue-assignment';
import { QueueRejectDialog } from './queue-reject-dialog';

/** An item a review queue opens: its documents and who has taken it. */
export interface ReviewedItem {
  documents: readonly ReviewDocument[];
  assignment: QueueAssignment | null;
}

/** What differs between the review screens: the queue, its texts, its calls and its facts. */
export interface QueueReview<T extends ReviewedItem> {
  queue: QueueDefinition;
  permission: OpsPermissionId;
  /** The prefix of the screen's texts (`ops>certificates`): title, back, facts, documents, approve, reject, … */
  texts: string;
  /** The prefix of the sections' element ids. */
  anchor: string;
  rejectMax: number;
  idOf: (item: T) => number;
  isPending: (item: T) => boolean;
  read: (client: ApiClient, id: number) => Promise<T>;
  approve: (client: ApiClient, id: number) => Promise<T>;
  reject: (client: ApiClient, id: number, reason: string) => Promise<T>;
  Facts: ComponentType<{ item: T }>;
}

type Loaded<T> = { kind: 'loading' } | { kind: 'missing' } | { kind: 'failed'; error: unknown } | { kind: 'ready'; item: T };
const NOT_FOUND = 404;

/** Facts as a definition list, label then value. */
export function ReviewFacts({ facts }: { facts: readonly (readonly [string, string])[] }) {
  return (
    <dl className="ops-facts">
      {facts.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

function Review<T extends ReviewedItem>({ review, id }: { review: QueueReview<T>; id: number }) {
  const { t } = useTranslation();
  const api = useApi();
  const { sessionGone } = useOpsSession();
  const [state, setState] = useState<Loaded<T>>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [done, setDone] = useState<string | undefined>();
  const k = review.texts;

  // Every open is audited on the server (the numbers are shown whole), so it is loaded once.
  const load = useCallback(async () => {
    setState({ kind: 'loading' });
    try {
      setState({ kind: 'ready', item: await api((client) => review.read(client, id)) });
    } catch (failure) {
      if (failure instanceof ApiError && failure.kind === 'session') return sessionGone();
      setState(asFormFailure(failure).status === NOT_FOUND ? { kind: 'missing' } : { kind: 'failed', error: failure });
    }
  }, [api, id, sessionGone, review]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one audited read per opened item.
  useEffect(() => {
    void load();
  }, [id]);

  const decide = async (call: (client: ApiClient) => Promise<T>, message: string) => {
    setBusy(true);
    setError(undefined);
    try {
      const item = await api(call);
      setState({ kind: 'ready', item });
      setRejecting(false);
      setDone(message);
    } catch (failure) {
      if (failure instanceof ApiError && failure.kind === 'session') return sessionGone();
      setError(failureText(t, toErrorInfo(failure)));
    } finally {
      setBusy(false);
    }
  };

  if (state.kind === 'loading') return <Loading />;
  if (state.kind === 'missing') return <EmptyState title={t(`${k}>missing`)} body={t(`${k}>missingBody`)} />;
  if (state.kind === 'failed') return <FailureRetry failure={toErrorInfo(state.error)} onRetry={() => void load()} />;
  const c = state.item;
  const itemId = review.idOf(c);
  const pending = review.isPending(c);
  const { Facts } = review;
  return (
    <>
      <section className="ops-panel" aria-labelledby={`${review.anchor}-facts`}>
        <h2 id={`${review.anchor}-facts`} className="ops-subtitle">
          {t(`${k}>facts`, { id: itemId })}
        </h2>
        <p className="ops-notice">{t(`${k}>auditedNotice`)}</p>
        <Facts item={c} />
        <QueueAssignmentControl
          queue={review.queue.id}
          itemId={itemId}
          assignment={c.assignment}
          open={pending}
          onChange={(assignment) => setState({ kind: 'ready', item: { ...c, assignment } })}
        />
      </section>
      <section className="ops-panel" aria-labelledby={`${review.anchor}-documents`}>
        <h2 id={`${review.anchor}-documents`} className="ops-subtitle">
          {t(`${k}>documents`)}
        </h2>
        <ul className="ops-documents">
          {c.documents.map((d) => (
            <li key={d.id}>
              <a href={d.url} target="_blank" rel="noopener noreferrer">
                {d.name}
              </a>{' '}
              <span className="ops-role">{t(`${k}>documentMeta`, { type: d.type.toUpperCase(), kb: Math.max(1, Math.round(d.size / 1024)) })}</span>
            </li>
          ))}
        </ul>
      </section>
      <FormMessage tone="success" text={done} />
      {!rejecting && <FormMessage tone="error" text={error} />}
      {pending && (
        <div className="ops-actions">
          <Button disabled={busy} onClick={() => void decide((client) => review.approve(client, itemId), t(`${k}>approved`))}>
            {busy && !rejecting ? t('ops>queues>sending') : t(`${k}>approve`)}
          </Button>
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => {
              setError(undefined);
              setRejecting(true);
            }}
          >
            {t(`${k}>reject`)}
          </Button>
        </div>
      )}
      <QueueRejectDialog
        open={rejecting}
        subject={t(`${k}>subject`, { id: itemId })}
        templates={review.queue.reasonTemplates}
        maxLength={review.rejectMax}
        busy={busy}
        error={error}
        onConfirm={(reason) => void decide((client) => review.reject(client, itemId, reason), t(`${k}>rejected`))}
        onClose={() => setRejecting(false)}
      />
    </>
  );
}

/**
 * One item of a review queue (a certificate, a charge application) with its documents and whole
 * numbers (each open audited): taken or released, approved, or rejected with a reason from the
 * queue's templates after a confirmation. `raw` is the id as the address gives it.
 */
export function QueueReviewScreen<T extends ReviewedItem>({ review, raw }: { review: QueueReview<T>; raw: string }) {
  const { t } = useTranslation();
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : 0;
  const k = review.texts;
  return (
    <OpsFrame permission={review.permission}>
      <p>
        <Link to={opsQueuePath(review.queue.id)}>{t(`${k}>back`)}</Link>
      </p>
      <h1 className="ops-title">{t(`${k}>title`, { id: raw })}</h1>
      {id > 0 ? <Review review={review} id={id} /> : <EmptyState title={t(`${k}>missing`)} body={t(`${k}>missingBody`)} />}
    </OpsFrame>
  );
}
