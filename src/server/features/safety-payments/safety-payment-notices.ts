import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { SafetyPaymentAction } from '../../../domain/safety-payments/transitions';
import { formatTaipei } from '../../../domain/time';
import type { EmailSender } from '../../adapters/messaging/messaging';
import type { Database, NotificationType } from '../../db/schema';
import type { PaymentRow } from './safety-payments.repository';

type Db = Kysely<Database>;

/**
 * The notifications of a safety payment's steps (docs/notifications.md): each is a notification
 * row written in the transaction that changes the payment (its `dedupe_key` names the payment, the
 * event, the party and the payment's version after the change, so one step notifies each party
 * once), then an e-mail after the commit with a link to the payment's page.
 */

export type SafetyPaymentNotice =
  | 'requested'
  | 'released'
  | 'completion_reported'
  | 'cancelled'
  | 'expired'
  | 'refund_requested'
  | 'refund_cancelled'
  | 'refund_approved'
  | 'refund_declined'
  | 'disputed'
  | 'dispute_decided';

export type Party = 'pro' | 'consumer';

/** The notification type of each notice. */
export const NOTICE_TYPE: Record<SafetyPaymentNotice, NotificationType> = {
  requested: 'safety_payment_requested',
  // A release (the consumer's approval or the auto release) is of the release type, as its reminders are.
  released: 'safety_payment_release',
  completion_reported: 'safety_payment_release',
  cancelled: 'safety_payment_cancelled',
  expired: 'safety_payment_expired',
  refund_requested: 'safety_payment_refund_requested',
  refund_cancelled: 'safety_payment_refund_cancelled',
  refund_approved: 'safety_payment_refund_approved',
  refund_declined: 'safety_payment_refund_declined',
  disputed: 'safety_payment_disputed',
  dispute_decided: 'safety_payment_dispute_decided',
};

/** Who hears of each action (the other side; both for the operator's decisions). */
export const ACTION_NOTICES: Partial<Record<SafetyPaymentAction, readonly (readonly [SafetyPaymentNotice, Party])[]>> = {
  approve_export_instruct: [['released', 'pro']],
  auto_release: [['released', 'pro']],
  cancel_request: [['cancelled', 'consumer']],
  cancel: [['cancelled', 'pro']],
  apply_refund: [['refund_requested', 'pro']],
  cancel_refund: [['refund_cancelled', 'pro']],
  approve_refund: [['refund_approved', 'consumer']],
  // The pro's refusal opens the dispute: the consumer hears the refusal, the pro that it is now a dispute.
  decline_refund: [
    ['refund_declined', 'consumer'],
    ['disputed', 'pro'],
  ],
  grant_refund: [
    ['dispute_decided', 'consumer'],
    ['dispute_decided', 'pro'],
  ],
  deny_refund: [
    ['dispute_decided', 'consumer'],
    ['dispute_decided', 'pro'],
  ],
  expire_code: [['expired', 'consumer']],
};

/** A written notification whose e-mail is sent after the commit. */
export interface PendingNotice {
  notice: SafetyPaymentNotice;
  party: Party;
  email: string | null;
  /** A release's money: what left the trust this time and the fee taken from it. */
  release?: { amount: number; fee: number; auto: boolean };
  /** When what is held goes to the pro by itself (the completion report's notice). */
  autoReleaseAt?: Date;
  payment: Pick<
    PaymentRow,
    'pid' | 'hash' | 'quote_bid_id' | 'amount' | 'released_amount' | 'refund_amount' | 'refunded_amount' | 'refund_decision' | 'refund_decision_reason' | 'refund_decline_reason' | 'pay_type'
  >;
}

/**
 * Writes the notification of `notice` to `party` of `payment` (the row after the change, its
 * version bumped) inside `trx`. Null when this step already notified that party.
 */
export async function writeNotice(trx: Db, payment: PaymentRow, notice: SafetyPaymentNotice, party: Party, now: Date): Promise<PendingNotice | null> {
  const userId = party === 'pro' ? payment.pro_user_id : payment.consumer_user_id;
  const written = await trx
    .insertInto('notifications')
    .values({
      user_id: userId,
      type: NOTICE_TYPE[notice],
      quote_bid_id: payment.quote_bid_id,
      created: now,
      notified_at: now,
      dedupe_key: `sp:${payment.id}:${notice}:${party}:v${payment.version}`,
    })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!written) return null;
  const user = await trx.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
  return { notice, party, email: user?.email || null, payment };
}

/** The notices of `action` on `payment` (after the change), written inside `trx`. */
export async function writeActionNotices(trx: Db, action: SafetyPaymentAction, payment: PaymentRow, now: Date): Promise<PendingNotice[]> {
  const pending: PendingNotice[] = [];
  for (const [notice, party] of ACTION_NOTICES[action] ?? []) {
    const written = await writeNotice(trx, payment, notice, party, now);
    if (written) pending.push(written);
  }
  return pending;
}

const money = (n: number) => `NT$${n.toLocaleString('en-US')}`;

/**
 * The payment's page of a party (both parties open it from their dashboard); a shop order's
 * payment (no bid) opens on its guest link's page, which pays and shows it.
 */
export function paymentPageUrl(publicUrl: string, payment: Pick<PaymentRow, 'quote_bid_id' | 'pid' | 'hash'>): string {
  if (payment.quote_bid_id === null) return guestPaymentUrl(publicUrl, payment);
  return `${publicUrl.replace(/\/$/, '')}/dashboard/safety-payments/${payment.quote_bid_id}/${payment.pid}`;
}

/** The guest link of a payment (whoever holds it may open and pay it without signing in). */
export function guestPaymentUrl(publicUrl: string, payment: Pick<PaymentRow, 'hash'>): string {
  return `${publicUrl.replace(/\/$/, '')}/guest/safety-payment/${payment.hash}`;
}

/** The zh-TW e-mail of a notice. */
export function noticeMail(publicUrl: string, pending: PendingNotice): { subject: string; text: string } {
  const p = pending.payment;
  const page = paymentPageUrl(publicUrl, p);
  const refund = money(p.refund_amount ?? 0);
  const lines = ((): [string, string[]] => {
    switch (pending.notice) {
      case 'requested':
        return [
          `專家向您發出安心付款請求：${money(p.amount)}`,
          [
            `專家向您發出一筆安心付款請求（${p.pid}），金額 ${money(p.amount)}。款項由信託帳戶保管，您確認完工後才會撥給專家。`,
            `登入後查看並付款：${page}`,
            `不必登入也可以用這個連結查看並付款：${guestPaymentUrl(publicUrl, p)}`,
          ],
        ];
      case 'released': {
        const r = pending.release ?? { amount: 0, fee: 0, auto: false };
        const why = r.auto ? `您回報完工後客戶未在期限內回覆，安心付款（${p.pid}）已自動撥款` : `客戶已同意撥款安心付款（${p.pid}）`;
        return [
          `安心付款已撥款：${money(r.amount - r.fee)}`,
          [
            `${why}：${money(r.amount)}，扣除平台服務費 ${money(r.fee)} 後 ${money(r.amount - r.fee)} 已轉入您的待撥款餘額，將在每日撥款批次匯入您的收款帳戶。`,
            page,
          ],
        ];
      }
      case 'completion_reported': {
        const when = pending.autoReleaseAt ? formatTaipei(pending.autoReleaseAt, 'YYYY-MM-DD HH:mm') : '';
        const held = money(p.amount - p.released_amount - p.refunded_amount);
        return [
          '專家已回報完工，請確認安心付款',
          [
            `專家已回報完工。安心付款（${p.pid}）保管中的 ${held} 將在 ${when} 自動撥款給專家。`,
            '確認沒有問題可以直接撥款；如果工作尚未完成或有問題，請在這之前申請退款。',
            page,
          ],
        ];
      }
      case 'cancelled':
        return pending.party === 'consumer'
          ? ['安心付款請求已取消', [`專家已取消安心付款請求（${p.pid}，${money(p.amount)}），您不需要付款。`, page]]
          : ['安心付款已由客戶取消', [`客戶已取消安心付款（${p.pid}，${money(p.amount)}）。`, page]];
      case 'expired':
        return [
          '安心付款的繳費期限已過',
          [
            `您為安心付款（${p.pid}，${money(p.amount)}）取得的${p.pay_type === 'atm' ? ' ATM 轉帳帳號' : '超商繳費代碼'}已過繳費期限，款項尚未付款。`,
            `如仍要付款，請重新選擇付款方式：${page}`,
          ],
        ];
      case 'refund_requested':
        return ['客戶申請安心付款退款', [`客戶為安心付款（${p.pid}）申請退款 ${refund}。退款申請處理中，款項暫停撥款，請同意或拒絕退款。`, page]];
      case 'refund_cancelled':
        return ['客戶已撤回退款申請', [`客戶已撤回安心付款（${p.pid}）的退款申請，款項繼續由信託帳戶保管。`, page]];
      case 'refund_approved':
        return [
          '專家已同意退款',
          [`專家已同意安心付款（${p.pid}）的退款 ${money(p.refund_amount ?? 0)}。${p.pay_type === 'card' ? '款項將退回您的信用卡。' : '款項將以銀行轉帳退到您提供的帳戶。'}`, page],
        ];
      case 'refund_declined':
        return [
          '專家拒絕退款，已轉由客服處理',
          [`專家拒絕了安心付款（${p.pid}）的退款申請${p.refund_decline_reason ? `，理由：${p.refund_decline_reason}` : ''}。這筆退款已成為爭議，將由客服審核雙方資料後決定。`, page],
        ];
      case 'disputed':
        return ['退款爭議已送交客服', [`您拒絕了安心付款（${p.pid}）的退款申請，這筆退款已成為爭議，將由客服審核雙方資料後決定；您仍可隨時同意退款。`, page]];
      case 'dispute_decided': {
        const granted = p.refund_decision === 'granted';
        const outcome = granted ? `客服決定退款 ${refund} 給客戶` : '客服決定不退款，款項繼續由信託帳戶保管';
        return [`退款爭議已有結果：${granted ? '退款' : '不退款'}`, [`安心付款（${p.pid}）的退款爭議已由客服決定：${outcome}。${p.refund_decision_reason ? `\n理由：${p.refund_decision_reason}` : ''}`, page]];
      }
    }
  })();
  return { subject: `【好幫手】${lines[0]}`, text: lines[1].join('\n\n') };
}

export interface SafetyPaymentNotifierDeps {
  messaging: EmailSender;
  publicUrl: string;
  log: FastifyBaseLogger;
}

/** Sends the e-mails of written notices, after the commit; a failed e-mail is logged (the notification stays). */
export class SafetyPaymentNotifier {
  constructor(private readonly deps: SafetyPaymentNotifierDeps) {}

  async send(pending: readonly PendingNotice[]): Promise<void> {
    for (const notice of pending) {
      if (!notice.email) continue;
      try {
        await this.deps.messaging.sendEmail({ to: notice.email, ...noticeMail(this.deps.publicUrl, notice) });
      } catch (error) {
        this.deps.log.error({ err: error, pid: notice.payment.pid, notice: notice.notice }, 'safety payment notice e-mail failed');
      }
    }
  }

  /** An e-mail that is not a payment's step (a payout): sent the same way. */
  async sendMail(mail: { to: string; subject: string; text: string }, context: Record<string, unknown>): Promise<void> {
    try {
      await this.deps.messaging.sendEmail(mail);
    } catch (error) {
      this.deps.log.error({ err: error, ...context }, 'safety payment e-mail failed');
    }
  }

  get publicUrl(): string {
    return this.deps.publicUrl;
  }
}
