import type { Kysely } from 'kysely';
import { CallStatus, type CallAction, type CallStatusId, callDurationSeconds, callEntryText, decideCallAction, MAX_CALL_SECONDS, RING_TIMEOUT_SECONDS } from '../../../domain/calls/call-status';
import type { CallEventBody, CallSignal } from '../../../domain/calls/call-signals';
import type { IceServer } from '../../../domain/calls/ice-servers';
import { AppError } from '../../../domain/errors/app-error';
import { ErrorText } from '../../../domain/errors/codes';
import { toUtcString } from '../../../domain/time';
import { type Clock, systemClock } from '../../adapters/clock';
import type { Database } from '../../db/schema';
import type { MessageHub, MessagesService } from '../messages';
import * as repo from './calls.repository';

type Db = Kysely<Database>;

const SECOND_MS = 1000;
const SWEEP_BATCH = 100;
const CALL_NOT_FOUND = '找不到這通電話。';

/** What a call's pages are told of its parties: names as each sees the other. */
interface CallNames {
  callerSees: string;
  calleeSees: string;
}

/**
 * Voice calls between a quote's two parties (docs/voice.md). The server rings, keeps the call's
 * status through `decideCallAction`, passes the browsers' WebRTC signals between them and records
 * the finished call in the conversation; the audio itself never passes through it.
 */
export class CallsService {
  /** Names of live calls' parties, kept while they ring or talk (the events repeat them). */
  private readonly names = new Map<number, CallNames>();

  constructor(private readonly deps: { db: Db; messages: MessagesService; hub: MessageHub; iceServers: IceServer[]; clock?: Clock }) {}

  private now(): Date {
    return (this.deps.clock ?? systemClock).now();
  }

  /**
   * The caller rings the other party of the quote. Busy when either is in a call already; a
   * consumer whose contact is held from the pro (pay-on-contact fee unpaid) reaches no one: the
   * call is missed at once. Who may call whom is the rule of writing in the conversation.
   */
  async ring(userId: number, bidId: number): Promise<repo.CallRow> {
    const parties = await this.deps.messages.admitVoiceContact(userId, bidId);
    const now = this.now();
    const { call, entryId } = await this.deps.db.transaction().execute(async (trx) => {
      await repo.lockParties(trx, [userId, parties.otherId]);
      const busy = await repo.anyInLiveCall(trx, [userId, parties.otherId]);
      const status: CallStatusId = busy ? CallStatus.Busy : parties.held ? CallStatus.Missed : CallStatus.Ringing;
      const row = await repo.insertCall(trx, { bidId: parties.bidId, callerId: userId, calleeId: parties.otherId, status, now });
      const entry = status === CallStatus.Ringing ? null : await this.recordEnd(trx, row, parties.requestId, !parties.held);
      return { call: row, entryId: entry };
    });
    this.names.set(call.id, { callerSees: parties.otherName, calleeSees: parties.callerName });
    await this.announce(call, entryId);
    return call;
  }

  /** A party accepts, declines or hangs up; anyone else is told the call does not exist. */
  async act(userId: number, callId: number, action: Extract<CallAction, 'accept' | 'decline' | 'hangup'>): Promise<repo.CallRow> {
    const call = await repo.findOwnCall(this.deps.db, callId, userId);
    if (!call) throw AppError.notFound(CALL_NOT_FOUND);
    return this.move(call, action, call.caller_id === userId ? 'caller' : 'callee');
  }

  /** A party's page went away (its socket closed): the call ends, or is missed while it rang. */
  async disconnect(userId: number, callId: number): Promise<void> {
    const call = await repo.findOwnCall(this.deps.db, callId, userId);
    if (call && (call.status === CallStatus.Ringing || call.status === CallStatus.Connected)) await this.move(call, 'disconnect', 'system').catch(() => undefined);
  }

  /** Passes a WebRTC signal to the other party's pages; only during a connected call, only between its parties. */
  async relay(userId: number, callId: number, signal: CallSignal): Promise<void> {
    const call = await repo.findOwnCall(this.deps.db, callId, userId);
    if (!call) throw AppError.notFound(CALL_NOT_FOUND);
    if (call.status !== CallStatus.Connected) throw new AppError('conflict', ErrorText.ActionNotAllowed, '通話尚未接通。');
    const to = call.caller_id === userId ? call.callee_id : call.caller_id;
    await this.deps.hub.publish({ kind: 'push', userIds: [to], event: { type: 'call_signal', call_id: call.id, signal } });
  }

  /**
   * Ends what nobody ended: calls ringing for RING_TIMEOUT_SECONDS are missed, calls connected
   * for MAX_CALL_SECONDS end. Run by each copy's ring timer and by the voice-calls job.
   */
  async sweep(now = this.now()): Promise<number> {
    const stale = await repo.staleCalls(this.deps.db, new Date(now.getTime() - RING_TIMEOUT_SECONDS * SECOND_MS), new Date(now.getTime() - MAX_CALL_SECONDS * SECOND_MS), SWEEP_BATCH);
    let ended = 0;
    for (const { id } of stale) {
      const call = await this.deps.db.selectFrom('voice_calls').selectAll().where('id', '=', id).executeTakeFirst();
      if (call && (await this.move(call, 'timeout', 'system', now).then(() => true, () => false))) ended += 1;
    }
    return ended;
  }

  private async move(call: repo.CallRow, action: CallAction, actor: 'caller' | 'callee' | 'system', at = this.now()): Promise<repo.CallRow> {
    const decision = decideCallAction(call.status, action, actor);
    if (!decision.allowed) throw new AppError('conflict', ErrorText.ActionNotAllowed, decision.reason);
    const next = decision.next;
    const { row, entryId } = await this.deps.db.transaction().execute(async (trx) => {
      const change =
        next === CallStatus.Connected
          ? { status: next, answered_at: at }
          : { status: next, ended_at: at, duration_seconds: callDurationSeconds(call.answered_at, at) };
      const moved = await repo.moveCall(trx, call.id, call.status, change);
      // Someone else moved it first (both hung up at once): the call as it is now, nothing more.
      if (!moved) throw new AppError('conflict', ErrorText.ActionNotAllowed, '通話狀態已變更。');
      const entry = next === CallStatus.Connected ? null : await this.recordEnd(trx, moved, await repo.requestOfBid(trx, moved.quote_bid_id), true);
      return { row: moved, entryId: entry };
    });
    await this.announce(row, entryId);
    return row;
  }

  /**
   * The finished call's entry in the conversation (from the caller); a missed or busy call is
   * unread for the callee and `notify` tells them through the notifications, like a new message.
   */
  private async recordEnd(trx: Db, call: repo.CallRow, requestId: number, notify: boolean): Promise<number> {
    const unanswered = call.status === CallStatus.Missed || call.status === CallStatus.Busy;
    const entryId = await this.deps.messages.writeVoiceEntry(trx, {
      bidId: call.quote_bid_id,
      senderId: call.caller_id,
      recipientId: call.callee_id,
      body: callEntryText(call.status, call.duration_seconds),
      voiceCallId: call.id,
      ...(unanswered ? {} : { readAt: call.ended_at ?? this.now() }),
    });
    if (unanswered && notify) {
      await trx.insertInto('notifications').values({ user_id: call.callee_id, type: 'new_message', quote_request_id: requestId, quote_bid_id: call.quote_bid_id }).execute();
    }
    return entryId;
  }

  /** Tells both parties' pages where the call stands (each with its own side), and the conversation of its entry. */
  private async announce(call: repo.CallRow, entryId: number | null): Promise<void> {
    const names = this.names.get(call.id) ?? { callerSees: '', calleeSees: '' };
    if (call.status !== CallStatus.Ringing && call.status !== CallStatus.Connected) this.names.delete(call.id);
    const body = (isCaller: boolean): CallEventBody => ({
      id: call.id,
      quote_bid_id: call.quote_bid_id,
      status: call.status,
      is_caller: isCaller ? 1 : 0,
      other_name: isCaller ? names.callerSees : names.calleeSees,
      created: toUtcString(call.created),
      duration_seconds: call.duration_seconds,
      ice_servers: this.deps.iceServers,
    });
    await this.deps.hub.publish({ kind: 'push', userIds: [call.caller_id], event: { type: 'call', call: body(true) } });
    // A call held from the pro (his contact fee unpaid) never reaches him.
    if (call.status === CallStatus.Ringing || call.status === CallStatus.Connected || entryId === null || (await this.reaches(entryId))) {
      await this.deps.hub.publish({ kind: 'push', userIds: [call.callee_id], event: { type: 'call', call: body(false) } });
    }
    if (entryId !== null) await this.deps.messages.announceEntry(entryId);
  }

  private async reaches(entryId: number): Promise<boolean> {
    return this.deps.messages.entryReachesRecipient(entryId);
  }
}
