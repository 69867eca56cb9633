import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import {
  APPOINTMENT_REMINDER_MINUTES,
  type AppointmentAction,
  appointmentEntryText,
  appointmentTimeRefusal,
  decideAppointmentAction,
  type ProposeAppointmentInput,
  type VoiceAppointmentAnswer,
  VoiceAppointmentStatus,
} from '../../../domain/calls/voice-appointment';
import { AppError } from '../../../domain/errors/app-error';
import { ErrorText } from '../../../domain/errors/codes';
import { formatTaipei, toUtcString } from '../../../domain/time';
import { fullName } from '../../../domain/users/full-name';
import { consumerNameForPro } from '../../../domain/users/mask-name';
import { type Clock, systemClock } from '../../adapters/clock';
import type { EmailSender } from '../../adapters/messaging/messaging';
import type { Database } from '../../db/schema';
import type { MessagesService } from '../messages';
import type { PushSender } from '../push';
import * as repo from './voice-appointments.repository';

type Db = Kysely<Database>;

export const APPOINTMENT_NOT_FOUND = '找不到這個語音通話預約。';
const REMINDER_BATCH = 100;
const MINUTE_MS = 60_000;

/** The other party's name as `viewerId` sees it: a pro sees the consumer masked until hired. */
function otherName(row: repo.AppointmentRow, viewerId: number): string {
  if (viewerId === row.pro_user_id) {
    return consumerNameForPro({ username: row.consumer_username, first_name: row.consumer_first_name, last_name: row.consumer_last_name }, { hiredByConsumer: row.hired_by_requester });
  }
  return fullName({ username: row.pro_username, first_name: row.pro_first_name, last_name: row.pro_last_name });
}

export function toAppointmentAnswer(row: repo.AppointmentRow, viewerId: number): VoiceAppointmentAnswer {
  return {
    id: row.id,
    quote_bid_id: row.quote_bid_id,
    quote_request_id: row.quote_request_id,
    status: row.status,
    scheduled_at: toUtcString(row.scheduled_at),
    note: row.note,
    cancel_reason: row.cancel_reason,
    is_proposer: row.proposer_id === viewerId ? 1 : 0,
    is_pro: row.pro_user_id === viewerId ? 1 : 0,
    cancelled_by_me: row.cancelled_by === viewerId ? 1 : 0,
    other_name: otherName(row, viewerId),
    category_name: row.category_name,
    created: toUtcString(row.created),
  };
}

/** The conversation page of a bid for each side. */
export function conversationPath(bidId: number, asPro: boolean): string {
  return asPro ? `/dashboard/requests/${bidId}` : `/dashboard/projects/quote/${bidId}`;
}

/**
 * Voice appointments between a quote's two parties (docs/voice.md): one proposes a time for a
 * call, the other accepts or declines, either cancels before it starts. Every step is an entry of
 * the conversation; the `voice-appointment-reminders` job reminds both parties shortly before.
 */
export class VoiceAppointmentsService {
  constructor(private readonly deps: { db: Db; messages: MessagesService; push: Pick<PushSender, 'send'>; messaging: EmailSender; publicUrl: string; log: FastifyBaseLogger; clock?: Clock }) {}

  private now(): Date {
    return (this.deps.clock ?? systemClock).now();
  }

  /** A conversation's appointments, for either party only. */
  async ofConversation(userId: number, bidId: number): Promise<VoiceAppointmentAnswer[]> {
    const side = await this.deps.messages.voiceSide(userId, bidId);
    return (await repo.appointmentsOfBid(this.deps.db, side.bidId)).map((row) => toAppointmentAnswer(row, userId));
  }

  /** The caller's open appointments still to come, as consumer and as pro. */
  async mine(userId: number): Promise<VoiceAppointmentAnswer[]> {
    const since = new Date(this.now().getTime() - APPOINTMENT_REMINDER_MINUTES * MINUTE_MS);
    return (await repo.openAppointmentsOf(this.deps.db, userId, since)).map((row) => toAppointmentAnswer(row, userId));
  }

  async get(userId: number, id: number): Promise<VoiceAppointmentAnswer> {
    return toAppointmentAnswer(await this.requireOwn(userId, id), userId);
  }

  /** Either party proposes a time; one open proposal a conversation, never over another of the pro's appointments. */
  async propose(userId: number, bidId: number, input: ProposeAppointmentInput): Promise<VoiceAppointmentAnswer> {
    const now = this.now();
    const refusal = appointmentTimeRefusal(input.scheduled_at, now);
    if (refusal) throw AppError.invalid([{ field: 'scheduled_at', message: refusal }]);
    const parties = await this.deps.messages.admitVoiceContact(userId, bidId);
    // A consumer whose contact is held (the pro's fee unpaid) reaches no one yet.
    if (parties.held) throw new AppError('conflict', ErrorText.ActionNotAllowed, '專家目前還無法收到您的聯絡，請稍後再提議通話時間。');
    const proId = parties.role === 'pro' ? userId : parties.otherId;
    const { id, entryId } = await this.deps.db.transaction().execute(async (trx) => {
      await repo.lockPro(trx, proId);
      if (await repo.hasOpenProposal(trx, parties.bidId)) throw new AppError('conflict', ErrorText.ActionNotAllowed, '這個對話已有一個等待回覆的通話時間，請先等對方回覆或取消它。');
      if (await repo.proOverlap(trx, proId, input.scheduled_at)) throw new AppError('conflict', ErrorText.ActionNotAllowed, '專家在這個時間已有其他語音通話預約，請選擇其他時間。');
      const created = await repo.insertAppointment(trx, { bidId: parties.bidId, proId, proposerId: userId, scheduledAt: input.scheduled_at, note: input.note, now });
      const body = input.note ? `${appointmentEntryText('proposed', input.scheduled_at)}\n${input.note}` : appointmentEntryText('proposed', input.scheduled_at);
      const entry = await this.deps.messages.writeVoiceEntry(trx, { bidId: parties.bidId, senderId: userId, recipientId: parties.otherId, body });
      return { id: created, entryId: entry };
    });
    await this.deps.messages.announceEntry(entryId);
    return this.get(userId, id);
  }

  /** A party accepts, declines or cancels (with an optional reason); anyone else is told it does not exist. */
  async act(userId: number, id: number, action: AppointmentAction, reason = ''): Promise<VoiceAppointmentAnswer> {
    const row = await this.requireOwn(userId, id);
    const otherId = userId === row.pro_user_id ? row.consumer_id : row.pro_user_id;
    // Answering reaches the other as writing does; cancelling is always allowed to either party.
    if (action === 'cancel') await this.deps.messages.voiceSide(userId, row.quote_bid_id);
    else await this.deps.messages.admitVoiceContact(userId, row.quote_bid_id);
    const now = this.now();
    const decision = decideAppointmentAction(row.status, action, row.proposer_id === userId ? 'proposer' : 'other', row.scheduled_at.getTime() <= now.getTime());
    if (!decision.allowed) throw new AppError('conflict', ErrorText.ActionNotAllowed, decision.reason);
    const next = decision.next;
    const entryId = await this.deps.db.transaction().execute(async (trx) => {
      if (next === VoiceAppointmentStatus.Accepted) {
        await repo.lockPro(trx, row.pro_user_id);
        if (await repo.proOverlap(trx, row.pro_user_id, row.scheduled_at, row.id)) {
          throw new AppError('conflict', ErrorText.ActionNotAllowed, '專家在這個時間已有其他語音通話預約，請另提議其他時間。');
        }
      }
      const change = next === VoiceAppointmentStatus.Cancelled ? { status: next, cancelled_by: userId, cancel_reason: reason, now } : { status: next, now };
      if (!(await repo.moveAppointment(trx, row.id, row.status, change))) throw new AppError('conflict', ErrorText.ActionNotAllowed, '這個語音通話預約的狀態已變更，請重新整理。');
      const step = next === VoiceAppointmentStatus.Accepted ? 'accepted' : next === VoiceAppointmentStatus.Declined ? 'declined' : 'cancelled';
      return this.deps.messages.writeVoiceEntry(trx, { bidId: row.quote_bid_id, senderId: userId, recipientId: otherId, body: appointmentEntryText(step, row.scheduled_at, reason) });
    });
    await this.deps.messages.announceEntry(entryId);
    return this.get(userId, id);
  }

  /**
   * Reminds both parties of each accepted appointment starting within APPOINTMENT_REMINDER_MINUTES:
   * a notification each (written once: the appointment's reminder is claimed in the same
   * transaction), then a web push and an e-mail. Run by the voice-appointment-reminders job.
   */
  async remind(now = this.now()): Promise<{ sent: number }> {
    const due = await repo.dueReminders(this.deps.db, now, new Date(now.getTime() + APPOINTMENT_REMINDER_MINUTES * MINUTE_MS), REMINDER_BATCH);
    let sent = 0;
    for (const { id } of due) {
      const claimed = await this.deps.db.transaction().execute(async (trx) => {
        if (!(await repo.claimReminder(trx, id, now))) return null;
        const row = await repo.findAppointment(trx, id);
        if (!row) return null;
        for (const userId of [row.pro_user_id, row.consumer_id]) {
          await trx
            .insertInto('notifications')
            .values({
              user_id: userId,
              type: 'voice_appointment',
              quote_request_id: row.quote_request_id,
              quote_bid_id: row.quote_bid_id,
              created: now,
              notified_at: now,
              dedupe_key: `va:${row.id}:reminder:${userId}`,
            })
            .onConflict((oc) => oc.column('dedupe_key').doNothing())
            .execute();
        }
        return row;
      });
      if (!claimed) continue;
      sent += 1;
      await this.tellReminder(claimed);
    }
    return { sent };
  }

  private async tellReminder(row: repo.AppointmentRow): Promise<void> {
    const when = formatTaipei(row.scheduled_at, 'YYYY年M月D日（W）HH:mm');
    const parties = [
      { userId: row.pro_user_id, email: row.pro_email, asPro: true },
      { userId: row.consumer_id, email: row.consumer_email, asPro: false },
    ];
    for (const party of parties) {
      const path = conversationPath(row.quote_bid_id, party.asPro);
      const name = otherName(row, party.userId);
      await this.deps.push
        .send(party.userId, { title: '語音通話即將開始', body: `${when} 與 ${name} 的語音通話（${row.category_name}）`, url: path, tag: `voice-appointment-${row.id}` })
        .catch((error: unknown) => this.deps.log.error({ err: error, appointmentId: row.id }, 'voice appointment push failed'));
      if (!party.email) continue;
      await this.deps.messaging
        .sendEmail({
          to: party.email,
          subject: '【好幫手】語音通話預約即將開始',
          text: [`提醒您：${when} 與 ${name} 有一通預約的語音通話（${row.category_name}）。`, '時間到了請在對話中按下通話按鈕。', `${this.deps.publicUrl}${path}`].join('\n\n'),
        })
        .catch((error: unknown) => this.deps.log.error({ err: error, appointmentId: row.id }, 'voice appointment reminder e-mail failed'));
    }
  }

  private async requireOwn(userId: number, id: number): Promise<repo.AppointmentRow> {
    const row = await repo.findAppointment(this.deps.db, id);
    if (!row || (row.pro_user_id !== userId && row.consumer_id !== userId)) throw AppError.notFound(APPOINTMENT_NOT_FOUND);
    return row;
  }
}
