import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OpsPermission } from '../../../domain/ops/operator-roles';
import { queueStatusText, SHOP_ITEMS_QUEUE } from '../../../domain/ops/queues';
import { SHOP_ITEM_REJECT_REASON_MAX, ShopItemReview } from '../../../domain/shop/shop-item-status';
import { SHOP_SERVICE_TYPE_TEXT, SHOP_TRAVEL_PREFERENCE_TEXT } from '../../../domain/shop/shop-item.schema';
import { ApiError } from '../../api/client';
import { toErrorInfo } from '../../api/error-info';
import { Button } from '../../components/button';
import { FormMessage } from '../../components/form-message';
import { failureText } from '../../lib/failure-text';
import type { ScreenProps } from '../../routes/screen-types';
import { useApi } from '../../store/use-api';
import { approveShopItem, getShopItem, type OpsShopItem, rejectShopItem } from './api/shop-items';
import { opsQueuePath } from './ops-paths';
import { OpsRecordScreen } from './ops-record-screen';
import { useOpsSession } from './ops-session-context';
import { taipeiTime } from './ops-time';
import { QueueAssignmentControl } from './queue-assignment';
import { QueueRejectDialog } from './queue-reject-dialog';

const twd = (n: number) => `NT$${n.toLocaleString('en-US')}`;

function ItemFacts({ item: i }: { item: OpsShopItem }) {
  const { t } = useTranslation();
  const facts: [string, string][] = [
    [t('ops>shopItems>review'), queueStatusText(SHOP_ITEMS_QUEUE, i.review)],
    [t('ops>shopItems>owner'), i.user ? `${i.user.full_name || i.user.username} #${i.user.id}` : t('ops>shopItems>ownerGone')],
    [t('ops>shopItems>service'), i.service ? `${i.service.title} #${i.service.id}` : ''],
    [t('ops>shopItems>category'), i.category?.name ?? ''],
    [t('ops>shopItems>description'), i.description],
    [t('ops>shopItems>travel'), i.travel_preference.map((p) => SHOP_TRAVEL_PREFERENCE_TEXT[p]).join(t('ops>shopItems>separator'))],
    [t('ops>shopItems>serviceType'), SHOP_SERVICE_TYPE_TEXT[i.service_type]],
    [t('ops>shopItems>serviceInfo'), i.service_info],
    [t('ops>shopItems>quantity'), i.is_quantity_limited ? t('ops>shopItems>limited', { n: i.remaining_quantity ?? 0 }) : t('ops>shopItems>unlimited')],
    [t('ops>shopItems>keywords'), i.keywords.join(t('ops>shopItems>separator'))],
    [t('ops>shopItems>reservable'), i.is_reservable ? t('ops>shopItems>yes') : t('ops>shopItems>no')],
  ];
  if (i.submitted_at) facts.push([t('ops>shopItems>submitted'), taipeiTime(i.submitted_at)]);
  if (i.reviewed_at) facts.push([t('ops>shopItems>reviewedAt'), taipeiTime(i.reviewed_at)]);
  if (i.reject_reason) facts.push([t('ops>shopItems>rejectReason'), i.reject_reason]);
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

function ItemReview({ item, update }: { item: OpsShopItem; update: (change: (item: OpsShopItem) => OpsShopItem) => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const { sessionGone } = useOpsSession();
  const [busy, setBusy] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [done, setDone] = useState<string | undefined>();

  const decide = async (call: Parameters<typeof api>[0], message: string) => {
    setBusy(true);
    setError(undefined);
    try {
      const answer = (await api(call)) as { shop_item: OpsShopItem };
      update(() => answer.shop_item);
      setRejecting(false);
      setDone(message);
    } catch (failure) {
      if (failure instanceof ApiError && failure.kind === 'session') return sessionGone();
      setError(failureText(t, toErrorInfo(failure)));
    } finally {
      setBusy(false);
    }
  };

  const pending = item.review === ShopItemReview.Pending;
  return (
    <>
      <section className="ops-panel" aria-labelledby="shop-item-facts">
        <h2 id="shop-item-facts" className="ops-subtitle">
          {item.name}
        </h2>
        <ItemFacts item={item} />
        <QueueAssignmentControl queue={SHOP_ITEMS_QUEUE.id} itemId={item.shop_item_id} assignment={item.assignment} open={pending} onChange={(assignment) => update((i) => ({ ...i, assignment }))} />
      </section>
      <section className="ops-panel" aria-labelledby="shop-item-plans">
        <h2 id="shop-item-plans" className="ops-subtitle">
          {t('ops>shopItems>plans')}
        </h2>
        <ul className="ops-documents">
          {item.plans.map((p) => (
            <li key={p.shop_item_plan_id}>
              {t('ops>shopItems>planLine', { name: p.name, price: twd(p.price), type: SHOP_SERVICE_TYPE_TEXT[p.service_type] })}
              {p.description && <span className="ops-role"> {p.description}</span>}
            </li>
          ))}
        </ul>
      </section>
      <section className="ops-panel" aria-labelledby="shop-item-photos">
        <h2 id="shop-item-photos" className="ops-subtitle">
          {t('ops>shopItems>photos')}
        </h2>
        {item.photos.length === 0 ? (
          <p>{t('ops>shopItems>noPhotos')}</p>
        ) : (
          <ul className="ops-documents">
            {item.photos.map((p, n) => (
              <li key={p.id}>
                <a href={p.url} target="_blank" rel="noopener noreferrer">
                  <img src={p.thumb_url} alt={t('ops>shopItems>photoAlt', { n: n + 1 })} style={{ maxWidth: '100%', height: 'auto' }} width={p.width} height={p.height} loading="lazy" />
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
      <FormMessage tone="success" text={done} />
      {!rejecting && <FormMessage tone="error" text={error} />}
      {pending && (
        <div className="ops-actions">
          <Button disabled={busy} onClick={() => void decide((client) => approveShopItem(client, item.shop_item_id), t('ops>shopItems>approved'))}>
            {busy && !rejecting ? t('ops>queues>sending') : t('ops>shopItems>approve')}
          </Button>
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => {
              setError(undefined);
              setRejecting(true);
            }}
          >
            {t('ops>shopItems>reject')}
          </Button>
        </div>
      )}
      <QueueRejectDialog
        open={rejecting}
        subject={t('ops>shopItems>subject', { id: item.shop_item_id })}
        templates={SHOP_ITEMS_QUEUE.reasonTemplates}
        maxLength={SHOP_ITEM_REJECT_REASON_MAX}
        busy={busy}
        error={error}
        onConfirm={(reason) => void decide((client) => rejectShopItem(client, item.shop_item_id, reason), t('ops>shopItems>rejected'))}
        onClose={() => setRejecting(false)}
      />
    </>
  );
}

/** /ops/shop_items/{id}: one shop item with its plans and photos, taken, approved or rejected with a reason. */
export default function OpsShopItemScreen({ match }: ScreenProps) {
  const api = useApi();
  return (
    <OpsRecordScreen
      segment={match.params.itemId}
      permission={OpsPermission.ReviewShopItems}
      backTo={opsQueuePath(SHOP_ITEMS_QUEUE.id)}
      texts="ops>shopItems"
      read={async (id) => (await api((client) => getShopItem(client, id))).shop_item}
    >
      {(item, update) => <ItemReview item={item} update={update} />}
    </OpsRecordScreen>
  );
}
