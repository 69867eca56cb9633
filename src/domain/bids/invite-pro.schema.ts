import { z } from 'zod';

const positiveId = (field: string) =>
  z.coerce.number({ error: `請提供 ${field}` }).int(`${field} 格式不正確`).positive(`${field} 格式不正確`).max(2_147_483_647, `${field} 格式不正確`);

/** POST /new/v1/quote_bids/invite_pro.json: the consumer's request and the pro's service to invite to it. */
export const inviteProBodySchema = z.object({ quote_request_id: positiveId('quote_request_id'), quote_service_id: positiveId('quote_service_id') });
