import type { CallEventBody, CallSignal } from '../../../domain/calls/call-signals';

/** What the message socket tells a page of its calls (docs/voice.md "The call session"). */
export type CallServerEvent =
  | { type: 'call'; call: CallEventBody }
  | { type: 'call_signal'; callId: number; signal: CallSignal }
  | { type: 'call_error'; action: string | null; message: string };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function asCall(value: unknown): CallEventBody | undefined {
  if (!isRecord(value)) return undefined;
  if (typeof value.id !== 'number' || typeof value.quote_bid_id !== 'number' || typeof value.status !== 'number') return undefined;
  return {
    id: value.id,
    quote_bid_id: value.quote_bid_id,
    status: value.status,
    is_caller: value.is_caller === 1 ? 1 : 0,
    other_name: typeof value.other_name === 'string' ? value.other_name : '',
    created: typeof value.created === 'string' ? value.created : '',
    duration_seconds: typeof value.duration_seconds === 'number' ? value.duration_seconds : 0,
    ice_servers: Array.isArray(value.ice_servers) ? (value.ice_servers as CallEventBody['ice_servers']) : [],
  };
}

function asSignal(value: unknown): CallSignal | undefined {
  if (!isRecord(value)) return undefined;
  if ((value.kind === 'offer' || value.kind === 'answer') && typeof value.sdp === 'string') return { kind: value.kind, sdp: value.sdp };
  if (value.kind === 'ice' && isRecord(value.candidate) && typeof value.candidate.candidate === 'string') {
    const c = value.candidate;
    return {
      kind: 'ice',
      candidate: {
        candidate: c.candidate as string,
        sdpMid: typeof c.sdpMid === 'string' ? c.sdpMid : null,
        sdpMLineIndex: typeof c.sdpMLineIndex === 'number' ? c.sdpMLineIndex : null,
      },
    };
  }
  return undefined;
}

/** A call event of the socket, or undefined for everything else it carries (messages, receipts, ready). */
export function parseCallEvent(text: string): CallServerEvent | undefined {
  if (!text.includes('"call')) return undefined;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isRecord(data)) return undefined;
  if (data.type === 'call') {
    const call = asCall(data.call);
    return call ? { type: 'call', call } : undefined;
  }
  if (data.type === 'call_signal' && typeof data.call_id === 'number') {
    const signal = asSignal(data.signal);
    return signal ? { type: 'call_signal', callId: data.call_id, signal } : undefined;
  }
  if (data.type === 'call_error' && typeof data.message === 'string') {
    return { type: 'call_error', action: typeof data.action === 'string' ? data.action : null, message: data.message };
  }
  return undefined;
}

/** The message socket's address (the call session travels on it) for an API base that is a path or a full URL. */
export function callSocketUrl(apiBase: string, pageHref: string): string {
  const url = new URL(`${apiBase.replace(/\/$/, '')}/messages/socket`, pageHref);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}
