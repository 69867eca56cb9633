import { formatTaipei } from '../time/datetime';
import type { OperatorRole } from './operator-roles';
import type { ReasonTemplate } from './queues';

/**
 * A marketplace user's standing and the one transition function that changes it. Operators warn
 * (a record and a notice, the standing does not move), suspend until a time or indefinitely, ban
 * (permanent), and reinstate; every action carries a reason.
 */

export const USER_STANDINGS = ['active', 'suspended', 'banned'] as const;
export type UserStanding = (typeof USER_STANDINGS)[number];

export const SANCTION_KINDS = ['warn', 'suspend', 'ban', 'reinstate'] as const;
export type SanctionKind = (typeof SANCTION_KINDS)[number];

export const REPORT_OUTCOMES = ['hide_request', 'dismiss'] as const;
export type ReportOutcome = (typeof REPORT_OUTCOMES)[number];

/** The standing as stored: `until` is the end of a suspension (null: indefinite; always null otherwise). */
export interface StandingState {
  standing: UserStanding;
  until: Date | null;
}

/** The standing that applies at `now`: a suspension whose end has passed is over. */
export function effectiveStanding(state: StandingState, now: Date): UserStanding {
  if (state.standing === 'suspended' && state.until !== null && state.until.getTime() <= now.getTime()) return 'active';
  return state.standing;
}

/** Whether the user may not sign in, be matched, be listed or quote at `now`. */
export function isBarred(state: StandingState, now: Date): boolean {
  return effectiveStanding(state, now) !== 'active';
}

export interface SanctionRequest {
  kind: SanctionKind;
  /** The end of a suspension; undefined or null for an indefinite one. */
  until?: Date | null;
}

export type RefusalReason = 'already_banned' | 'not_sanctioned' | 'admin_only' | 'until_past';

export type StandingTransition = { allowed: true; next: StandingState } | { allowed: false; reason: RefusalReason };

/**
 * The one place that says which standing changes are allowed: active → suspended → active,
 * a suspension may be changed while it runs, anyone may be banned, and only an admin lifts a
 * ban. A warning leaves the standing as it is (not on a banned account: it is closed).
 */
export function transitionStanding(current: StandingState, request: SanctionRequest, role: OperatorRole, now: Date): StandingTransition {
  const standing = effectiveStanding(current, now);
  const refuse = (reason: RefusalReason): StandingTransition => ({ allowed: false, reason });
  switch (request.kind) {
    case 'warn':
      return standing === 'banned' ? refuse('already_banned') : { allowed: true, next: { standing, until: standing === 'suspended' ? current.until : null } };
    case 'suspend': {
      if (standing === 'banned') return refuse('already_banned');
      const until = request.until ?? null;
      if (until !== null && until.getTime() <= now.getTime()) return refuse('until_past');
      return { allowed: true, next: { standing: 'suspended', until } };
    }
    case 'ban':
      return standing === 'banned' ? refuse('already_banned') : { allowed: true, next: { standing: 'banned', until: null } };
    case 'reinstate':
      if (standing === 'active') return refuse('not_sanctioned');
      if (standing === 'banned' && role !== 'admin') return refuse('admin_only');
      return { allowed: true, next: { standing: 'active', until: null } };
  }
}

/** zh-TW reasons for a refused transition (409). */
export const STANDING_REFUSAL_MESSAGES: Record<RefusalReason, string> = {
  already_banned: '此帳號已被永久停用。',
  not_sanctioned: '此帳號目前沒有停權或停用，無需恢復。',
  admin_only: '只有管理員可以恢復被永久停用的帳號。',
  until_past: '停權結束時間必須晚於現在。',
};

/** What a suspended or banned user is told when signing in (any way). */
export function barredLoginMessage(state: StandingState): string {
  if (state.standing === 'banned') return '您的帳號已被永久停用，無法登入。如有疑問請聯絡客服。';
  if (state.until === null) return '您的帳號已被停權，暫時無法登入。如有疑問請聯絡客服。';
  return `您的帳號已被停權至 ${formatTaipei(state.until)}（台灣時間），在此之前無法登入。如有疑問請聯絡客服。`;
}

/** What a suspended or banned pro is told when a quote is refused. */
export function barredQuoteMessage(state: StandingState): string {
  if (state.standing === 'banned') return '您的帳號已被永久停用，無法報價。';
  if (state.until === null) return '您的帳號已被停權，暫時無法報價。';
  return `您的帳號已被停權至 ${formatTaipei(state.until)}（台灣時間），在此之前無法報價。`;
}

/** What a consumer is told when hiring a pro who is suspended or banned now. */
export const BARRED_PRO_HIRE_MESSAGE = '這位專家的帳號目前停權中，暫時無法雇用，請選擇其他專家的報價。';

/** Reasons an operator picks when hiding a message, then edits (kept in the audit log and on the message). */
export const MESSAGE_HIDE_REASON_TEMPLATES: readonly ReasonTemplate[] = [
  { id: 'off_platform', text: '訊息引導對方私下交易或到平台外聯繫。' },
  { id: 'contact_details', text: '訊息含有不應公開的聯絡方式或個人資料。' },
  { id: 'harassment', text: '訊息含有騷擾、辱罵或歧視的言語。' },
  { id: 'fraud', text: '訊息疑似詐騙或要求可疑的付款方式。' },
  { id: 'spam', text: '訊息為廣告或與需求無關的大量內容。' },
];

/** What the other side sees instead of a hidden request or message. */
export const HIDDEN_CONTENT_TEXT = '此內容已被隱藏';

/** zh-TW texts of the notices a sanctioned user receives (e-mail outbox). */
export function sanctionNotice(kind: SanctionKind, until: Date | null, reason: string): { subject: string; body: string } {
  const why = `原因：${reason}`;
  switch (kind) {
    case 'warn':
      return { subject: '帳號警告通知', body: `您的帳號收到一次警告。${why}。請遵守平台規範，再次違規可能導致停權。` };
    case 'suspend':
      return {
        subject: '帳號停權通知',
        body: until === null ? `您的帳號已被停權。${why}。` : `您的帳號已被停權至 ${formatTaipei(until)}（台灣時間）。${why}。`,
      };
    case 'ban':
      return { subject: '帳號停用通知', body: `您的帳號已被永久停用。${why}。` };
    case 'reinstate':
      return { subject: '帳號恢復通知', body: '您的帳號已恢復正常，可以再次登入使用。' };
  }
}

/** The message socket's close code when its session ended (revoked, a suspension or ban): policy violation. */
export const SOCKET_CLOSE_SESSION_ENDED = 1008;

/** Reports per page of the console's report list. */
export const OPS_REPORTS_PAGE_SIZE = 50;
/** Sanctions of a user shown with their standing. */
export const OPS_SANCTION_HISTORY_SIZE = 50;
