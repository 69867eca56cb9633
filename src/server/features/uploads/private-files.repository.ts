import { type Kysely, sql } from 'kysely';
import type { PrivateUploadFolder } from '../../../domain/uploads/private-files';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/**
 * Whether the user may see a private file, named by its folder and stored name, in SQL
 * (docs/media.md "Public and private files"). Stored URLs are matched by their path's end, so
 * old `/uploads/...` and new `/private-files/...` URLs, under any host, name the same file.
 * - messages: the message's sender or recipient (the two parties of the bid), or the pro whose
 *   quote template names the file;
 * - quotes: the bid's pro, the request's owner once the quote was sent, or the template's owner;
 * - requests: the request's owner, or a pro holding a bid (lead, invitation or quote) on it,
 *   the only pros whose screens show a request's photos;
 * - contact: nobody (the console serves them to operators who answer contact messages).
 */
export async function mayReadPrivateFile(db: Db, userId: number, folder: PrivateUploadFolder, name: string): Promise<boolean> {
  const suffix = `%/${folder}/${name}`;
  const inTemplate = sql<boolean>`exists (
    select 1 from quote_templates t
    where t.user_id = ${userId} and exists (select 1 from jsonb_array_elements_text(t.attachments) u where u like ${suffix}))`;
  let found: boolean;
  // Contact-page attachments are read in the console only (contact-attachment-files.ts).
  if (folder === 'contact') return false;
  if (folder === 'messages') {
    found = await yes(
      db,
      sql<boolean>`exists (
        select 1 from messages m
        where (m.sender_id = ${userId} or m.recipient_id = ${userId})
          and exists (select 1 from jsonb_array_elements(m.attachments) a where a->>'url' like ${suffix})) or ${inTemplate}`,
    );
  } else if (folder === 'quotes') {
    found = await yes(
      db,
      sql<boolean>`exists (
        select 1 from quote_bids b join quote_requests r on r.id = b.quote_request_id
        where (b.user_id = ${userId} or (r.user_id = ${userId} and b.quote_sent_on is not null))
          and exists (select 1 from jsonb_array_elements(b.attachments) a where a->>'url' like ${suffix})) or ${inTemplate}`,
    );
  } else {
    found = await yes(
      db,
      sql<boolean>`exists (
        select 1 from quote_request_photos p join quote_requests r on r.id = p.quote_request_id
        where p.path like ${suffix}
          and (r.user_id = ${userId} or exists (select 1 from quote_bids b where b.quote_request_id = r.id and b.user_id = ${userId})))`,
    );
  }
  return found;
}

async function yes(db: Db, condition: ReturnType<typeof sql<boolean>>): Promise<boolean> {
  const row = await sql<{ ok: boolean }>`select (${condition}) as ok`.execute(db);
  return row.rows[0]?.ok === true;
}
