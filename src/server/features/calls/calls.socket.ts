import type { FastifyBaseLogger } from 'fastify';
import { type CallClientMessage, callClientMessageSchema } from '../../../domain/calls/call-signals';
import { RING_TIMEOUT_SECONDS } from '../../../domain/calls/call-status';
import { AppError } from '../../../domain/errors/app-error';
import type { SocketClientHandler, SocketConnection } from '../messages';
import type { CallsService } from './calls.service';

/**
 * The call session on the message socket: reads the pages' call messages, answers a refusal to the
 * socket that sent it (`{"type":"call_error","action":...,"message":...}`), and ends a call when
 * the socket that rang or accepted it closes. A copy's ring timer ends an unanswered call after
 * RING_TIMEOUT_SECONDS; the voice-calls job catches what a stopped copy left.
 */
export function callSocketHandler(calls: CallsService, log: FastifyBaseLogger): SocketClientHandler {
  /** The call each socket of this copy takes part in. */
  const joined = new Map<string, number>();

  const handle = async (userId: number, connection: SocketConnection, message: CallClientMessage): Promise<void> => {
    if (message.action === 'ring') {
      const call = await calls.ring(userId, message.quote_bid_id);
      joined.set(connection.id, call.id);
      setTimeout(() => void calls.sweep().catch((error: unknown) => log.error({ err: error }, 'call timeout failed')), (RING_TIMEOUT_SECONDS + 1) * 1000).unref();
      return;
    }
    if (message.action === 'signal') {
      await calls.relay(userId, message.call_id, message.signal);
      return;
    }
    const call = await calls.act(userId, message.call_id, message.action);
    if (message.action === 'accept') joined.set(connection.id, call.id);
    else joined.delete(connection.id);
  };

  return {
    onMessage(userId, connection, text) {
      let data: unknown;
      try {
        data = JSON.parse(text);
      } catch {
        return;
      }
      if ((data as { type?: unknown } | null)?.type !== 'call') return;
      const parsed = callClientMessageSchema.safeParse(data);
      if (!parsed.success) {
        connection.send({ type: 'call_error', action: null, message: '通話訊息格式不正確。' });
        return;
      }
      handle(userId, connection, parsed.data).catch((error: unknown) => {
        if (error instanceof AppError) connection.send({ type: 'call_error', action: parsed.data.action, message: error.message });
        else {
          log.error({ err: error }, 'call message failed');
          connection.send({ type: 'call_error', action: parsed.data.action, message: '通話發生錯誤，請稍後再試。' });
        }
      });
    },
    onClose(userId, connection) {
      const callId = joined.get(connection.id);
      if (callId === undefined) return;
      joined.delete(connection.id);
      calls.disconnect(userId, callId).catch((error: unknown) => log.error({ err: error }, 'call disconnect failed'));
    },
  };
}
