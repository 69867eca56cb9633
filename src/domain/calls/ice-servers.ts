import { z } from 'zod';

/**
 * The STUN/TURN servers the browsers use to connect a call (RTCIceServer of the WebRTC standard),
 * from WEBRTC_ICE_SERVERS as JSON. None: the browsers offer only their own addresses, enough on
 * one machine or one network.
 */
export const iceServerSchema = z.object({
  urls: z.union([z.string().regex(/^(stun|stuns|turn|turns):/, 'urls must start with stun:, stuns:, turn: or turns:'), z.array(z.string().regex(/^(stun|stuns|turn|turns):/)).min(1)]),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export type IceServer = z.infer<typeof iceServerSchema>;

/** WEBRTC_ICE_SERVERS: a JSON array of ICE servers, or unset/empty for none. */
export const iceServersEnvSchema = z
  .string()
  .optional()
  .transform((text, ctx): IceServer[] => {
    if (!text?.trim()) return [];
    try {
      const parsed = z.array(iceServerSchema).safeParse(JSON.parse(text));
      if (parsed.success) return parsed.data;
      ctx.addIssue({ code: 'custom', message: parsed.error.issues.map((i) => i.message).join('; ') });
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be a JSON array of {urls, username?, credential?}' });
    }
    return z.NEVER;
  });
