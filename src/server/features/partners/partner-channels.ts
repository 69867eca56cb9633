import type { FastifyInstance } from 'fastify';
import type { PartnerConfig } from '../../config';

/**
 * The configured partner with this id whose feature flag is on; undefined when PARTNERS_FILE
 * is unset, the id is unknown or its flag is off (everything of the channel is then a 404).
 */
export function partnerById(app: FastifyInstance, id: string | null | undefined): PartnerConfig | undefined {
  if (!id) return undefined;
  const partner = app.config.partners?.find((p) => p.id === id);
  return partner && app.config.flags[partner.feature] ? partner : undefined;
}

/** The partner channel the session was signed in through (the session's partner flag). */
export async function sessionPartnerId(app: FastifyInstance, sessionId: number): Promise<string | null> {
  const row = await app.db.selectFrom('sessions').select('partner_channel').where('id', '=', sessionId).executeTakeFirst();
  return row?.partner_channel ?? null;
}
