import { z } from 'zod';

/**
 * What a page sends on the message socket for a call (docs/voice.md "The call session"), as JSON:
 * `{"type":"call","action":"ring","quote_bid_id":n}`, `accept`/`decline`/`hangup` with `call_id`,
 * and `signal` with `call_id` and the WebRTC offer, answer or ICE candidate to pass to the other side.
 */

/** A session description's longest accepted text (an audio offer is a few kilobytes). */
export const SDP_MAX_LENGTH = 6000;
const CANDIDATE_MAX_LENGTH = 1000;

const id = z.number().int().positive().max(2_147_483_647);

export const callSignalSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('offer'), sdp: z.string().min(1).max(SDP_MAX_LENGTH) }),
  z.object({ kind: z.literal('answer'), sdp: z.string().min(1).max(SDP_MAX_LENGTH) }),
  z.object({
    kind: z.literal('ice'),
    candidate: z.object({
      candidate: z.string().max(CANDIDATE_MAX_LENGTH),
      sdpMid: z.string().max(64).nullable().optional(),
      sdpMLineIndex: z.number().int().min(0).max(64).nullable().optional(),
    }),
  }),
]);
export type CallSignal = z.infer<typeof callSignalSchema>;

export const callClientMessageSchema = z.discriminatedUnion('action', [
  z.object({ type: z.literal('call'), action: z.literal('ring'), quote_bid_id: id }),
  z.object({ type: z.literal('call'), action: z.literal('accept'), call_id: id }),
  z.object({ type: z.literal('call'), action: z.literal('decline'), call_id: id }),
  z.object({ type: z.literal('call'), action: z.literal('hangup'), call_id: id }),
  z.object({ type: z.literal('call'), action: z.literal('signal'), call_id: id, signal: callSignalSchema }),
]);
export type CallClientMessage = z.infer<typeof callClientMessageSchema>;

/** A call as one of its parties' pages hears of it (`{"type":"call","call":{...}}`). */
export interface CallEventBody {
  id: number;
  quote_bid_id: number;
  status: number;
  /** 1 on the caller's pages. */
  is_caller: 0 | 1;
  /** The other party's name as this party sees it. */
  other_name: string;
  created: string;
  duration_seconds: number;
  ice_servers: { urls: string | string[]; username?: string | undefined; credential?: string | undefined }[];
}
