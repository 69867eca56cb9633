import type { FastifyInstance } from 'fastify';
import { IBON_PARTNER_ID } from '../../../domain/partners/ibon-orders.contract';
import { partnerById } from './partner-channels';

/** The screens of the ibon channel: reachable only while the partner is configured and its flag is on. */
const IBON_SCREENS: ReadonlySet<string> = new Set(['ibon-app', 'ibon-app-joinme', 'ibon-orders', 'ibon-order']);

export function isIbonScreen(screen: string): boolean {
  return IBON_SCREENS.has(screen);
}

/** True when PARTNERS_FILE names the ibon partner and its feature flag is on. */
export function ibonChannelOpen(app: FastifyInstance): boolean {
  return partnerById(app, IBON_PARTNER_ID) !== undefined;
}
