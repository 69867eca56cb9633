import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Trx = Transaction<Database>;

/** What stands in for the text of a deleted account's services. */
const ERASED_SERVICE_TITLE = '已刪除的帳號';

/** Who the account was, read before the users row is anonymised: mail sent to them is found by it. */
export interface ErasedIdentity {
  username: string | null;
  email: string | null;
  phone: string | null;
  fullName: string;
}

/**
 * Erases what is only the deleted user's: certificates with their scans and numbers, invoice
 * settings, card tokens, sessions (with their device ids), notifications, invites they sent,
 * the text, contacts, location and photos of their services, and the outbox copies of mail and
 * SMS sent to them or naming them. Kept: the ledger (wallet entries, purchases and their
 * amounts), quotes, messages and reviews, which the other party keeps and which now point at
 * an anonymised user. Returns the URLs of the files to remove from storage (service photos,
 * logos, contact-page attachments); message and quote attachments stay for the other party.
 */
export async function erasePersonalData(trx: Trx, userId: number, who: ErasedIdentity): Promise<string[]> {
  const now = new Date();
  await trx.deleteFrom('certificate_documents').where('user_id', '=', userId).execute();
  await trx.deleteFrom('service_certificates').where('user_id', '=', userId).execute();
  await trx.deleteFrom('charge_application_documents').where('user_id', '=', userId).execute();
  await trx.deleteFrom('charge_applications').where('user_id', '=', userId).execute();
  await trx.deleteFrom('user_invoice_settings').where('user_id', '=', userId).execute();
  // Cards stay as rows (purchases point at them) without the gateway's reusable token.
  await trx.deleteFrom('auto_topup_settings').where('user_id', '=', userId).execute();
  await trx
    .updateTable('payment_cards')
    .set({ card_token: '', card_key: '', is_default: false, removed_at: sql`coalesce(removed_at, now())` })
    .where('user_id', '=', userId)
    .execute();
  await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
  await trx.deleteFrom('notifications').where('user_id', '=', userId).execute();
  await trx.deleteFrom('push_subscriptions').where('user_id', '=', userId).execute();
  await trx.deleteFrom('referral_invites').where('user_id', '=', userId).execute();
  await trx.deleteFrom('quote_templates').where('user_id', '=', userId).execute();
  const contactFiles = await eraseContactMessages(trx, userId, who.email);
  const files = await eraseServices(trx, userId, now);
  await eraseOutbox(trx, who);
  await eraseThrottleKeys(trx, who);
  return [...files, ...contactFiles];
}

/**
 * Messages to support from the contact page, signed in or sent with the account's address, with
 * their answers; returns the URLs of their attachments, to remove from storage.
 */
async function eraseContactMessages(trx: Trx, userId: number, email: string | null): Promise<string[]> {
  const theirs = trx
    .selectFrom('contact_messages')
    .select('id')
    .where((eb) => (email ? eb.or([eb('user_id', '=', userId), eb(sql<string>`lower(email)`, '=', email.toLowerCase())]) : eb('user_id', '=', userId)));
  const attached = await trx.selectFrom('contact_messages').select('attachment').where('id', 'in', theirs).execute();
  await trx.deleteFrom('contact_message_replies').where('contact_message_id', 'in', theirs).execute();
  await trx.deleteFrom('contact_messages').where('id', 'in', theirs).execute();
  return attached.flatMap((row) => (row.attachment ? [row.attachment.url] : []));
}

async function eraseServices(trx: Trx, userId: number, now: Date): Promise<string[]> {
  const services = trx.selectFrom('quote_services').select('id').where('user_id', '=', userId);
  const photos = await trx.selectFrom('quote_service_photos').select(['path', 'thumb_path']).where('quote_service_id', 'in', services).execute();
  const logos = await trx.selectFrom('quote_services').select(['logo_path', 'logo_thumb_path']).where('user_id', '=', userId).execute();
  await trx.deleteFrom('quote_service_photos').where('quote_service_id', 'in', services).execute();
  await trx.deleteFrom('quote_service_faqs').where('quote_service_id', 'in', services).execute();
  await trx.deleteFrom('quote_service_drawn_areas').where('quote_service_id', 'in', services).execute();
  await trx.updateTable('review_invites').set({ invitee_name: '', invitee_email: null }).where('quote_service_id', 'in', services).execute();
  await trx
    .updateTable('quote_services')
    .set({
      title: ERASED_SERVICE_TITLE,
      description: '',
      line_id: '',
      contact_phone: '',
      contact_email: '',
      website_url: '',
      logo_path: null,
      logo_thumb_path: null,
      latitude: null,
      longitude: null,
      is_public: false,
      is_archived: true,
      is_verified: false,
      modified: now,
    })
    .where('user_id', '=', userId)
    .execute();
  return [...photos.flatMap((p) => [p.path, p.thumb_path]), ...logos.flatMap((l) => [l.logo_path, l.logo_thumb_path])].filter((url): url is string => Boolean(url));
}

/** The e-mail and the phone as they are written to (a Taiwanese mobile in both forms). */
function addressesOf(who: ErasedIdentity): string[] {
  return [who.email, who.phone, who.phone?.startsWith('+886') ? `0${who.phone.slice(4)}` : null].filter((r): r is string => Boolean(r));
}

/** Rate-limit counters keyed by the login name, e-mail or phone (they expire anyway; the key itself is personal). */
async function eraseThrottleKeys(trx: Trx, who: ErasedIdentity): Promise<void> {
  const keys = [...addressesOf(who), who.username].filter((k): k is string => Boolean(k)).flatMap((k) => [k, k.toLowerCase()]);
  if (keys.length > 0) await trx.deleteFrom('throttle_counters').where('key', 'in', [...new Set(keys)]).execute();
}

/** The outbox keeps a copy of every mail and SMS; those to the user or naming them go. */
async function eraseOutbox(trx: Trx, who: ErasedIdentity): Promise<void> {
  const recipients = addressesOf(who);
  if (recipients.length > 0) await trx.deleteFrom('outbox_messages').where('recipient', 'in', recipients).execute();
  // A one-character name would match too much; a full name of two or more is specific enough.
  if ([...who.fullName].length >= 2) {
    await trx
      .deleteFrom('outbox_messages')
      .where(sql<boolean>`strpos(body, ${who.fullName}) > 0 or strpos(subject, ${who.fullName}) > 0`)
      .execute();
  }
}
