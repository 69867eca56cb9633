/**
 * Limits that keep one person from using the marketplace against others: draining pros' fees
 * with requests, flooding reports or messages, and mailing strangers through invitations.
 * The request limits an operator tunes are configuration (REQUESTS_PER_DAY, REQUESTS_PER_IP_PER_DAY).
 */
import { DAY_MS, formatTaipei, SECOND_MS, TAIPEI_OFFSET_MS } from './time';

const DAY_SECONDS = DAY_MS / SECOND_MS;

/** Reports (quote_reports/add) one user may file in a Taipei day. */
export const REPORTS_PER_DAY = 20;
/** Messages one user may post in a Taipei day, all conversations together. */
export const MESSAGES_PER_DAY = 500;

/** Days a request's or a quote's guest link works after it is issued. */
export const GUEST_LINK_DAYS = 30;

/** Review invitation links one user may make in a Taipei day, all services together. */
export const REVIEW_INVITES_PER_USER_PER_DAY = 30;
/** Review invitations one user may have mailed in a Taipei day. */
export const REVIEW_INVITE_MAILS_PER_USER_PER_DAY = 10;
/** Days before the same address is mailed an invitation again, whoever asks. */
export const INVITE_RECIPIENT_QUIET_DAYS = 7;
/** The most characters of a user-written name that go into a mail. */
export const MAIL_NAME_MAX = 20;

/** A daily counter (Throttle rule) whose window is a Taipei calendar day. */
export function dailyRule(scope: string, limit: number) {
  return { scope, limit, windowSeconds: DAY_SECONDS };
}

/**
 * The clock to count a daily rule with: shifted to Taipei time, so a fixed 24-hour window
 * begins at Taipei midnight rather than at 08:00 (UTC midnight). Retry-After stays exact.
 */
export function taipeiDayClock(now: number): number {
  return now + TAIPEI_OFFSET_MS;
}

/** When a daily limit opens again, for a zh-TW message: `2026-11-27 00:00`. */
export function reopensAt(retryAfterSeconds: number, now: number): string {
  return formatTaipei(new Date(now + retryAfterSeconds * 1000));
}

// Characters that could make a link, an address or a new line out of a name in a mail.
const LINKISH = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}<>"'`\\/:@.。．｡,;=?&#%[\](){}]/gu;

/**
 * A user-written name made safe for a plain-text mail to a stranger: no control or format
 * characters, nothing that reads as a link or an address, single spaces, at most MAIL_NAME_MAX
 * characters. Empty when nothing is left.
 */
export function mailSafeName(name: string): string {
  const plain = name.replace(LINKISH, ' ').replace(/\s+/g, ' ').trim();
  return [...plain].slice(0, MAIL_NAME_MAX).join('').trim();
}

/** Days a one-time login link in a notification e-mail (login_once) works; it works once. */
export const LOGIN_ONCE_LINK_DAYS = 3;

/** Activation e-mails one user may ask to be sent again in a Taipei day. */
export const ACTIVATION_RESENDS_PER_DAY = 5;
