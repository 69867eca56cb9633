import { z } from 'zod';
import { zeroOne } from '../http/refs';

const base64url = (field: string, min: number, max: number) =>
  z.string({ error: `請提供${field}` }).regex(new RegExp(`^[A-Za-z0-9_-]{${min},${max}}={0,2}$`), `${field}格式不正確`);
const endpoint = z.string({ error: '請提供推播端點（endpoint）' }).max(1000, '推播端點太長');

/** POST /push/subscribe.json: the browser's PushSubscription as JSON. */
export const pushSubscribeBodySchema = z.object({
  endpoint,
  keys: z.object(
    { p256dh: base64url('推播公鑰（p256dh）', 80, 100), auth: base64url('推播驗證碼（auth）', 16, 32) },
    { error: '請提供推播金鑰（keys）' },
  ),
});

/** POST /push/unsubscribe.json */
export const pushUnsubscribeBodySchema = z.object({ endpoint });

/** GET /push/config.json: whether push is offered and, for a signed-in user, whether to ask. */
export const pushOfferShape = {
  enabled: zeroOne,
  public_key: z.string().nullable(),
  /** 1 once the user has posted a request or sent a quote. */
  ask: zeroOne,
  subscribed: zeroOne,
};
export const pushOfferSchema = z.object(pushOfferShape);
export type PushOffer = z.infer<typeof pushOfferSchema>;

/** POST /push/subscribe.json and /push/unsubscribe.json. */
export const pushSubscribedShape = { subscribed: zeroOne };
