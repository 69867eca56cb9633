import { type RawBuilder, sql } from 'kysely';

/**
 * The one rule of a service anyone may see: the pro made it public, has not archived it, and the
 * platform has not hidden it (0114). `alias` is the name `quote_services` has in the query (the
 * empty string when it has none). Every public read uses it: lists, search, the profile, the shop,
 * the booking feeds and server, reports, and the matching of new requests.
 */
export function publicServiceAs(alias: string): RawBuilder<boolean> {
  const col = (name: string) => sql.ref(alias ? `${alias}.${name}` : name);
  return sql<boolean>`(${col('is_public')} and not ${col('is_archived')} and ${col('hidden_at')} is null)`;
}

/** `publicServiceAs('qs')`, the alias of most public reads. */
export const PUBLIC_SERVICE = publicServiceAs('qs');

/** The platform has not hidden the service (as `alias`), whatever the pro's own settings. */
export function notHiddenAs(alias: string): RawBuilder<boolean> {
  return sql<boolean>`${sql.ref(alias ? `${alias}.hidden_at` : 'hidden_at')} is null`;
}
