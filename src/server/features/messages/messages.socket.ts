import { randomUUID } from 'node:crypto';
import websocket, { type WebSocket } from '@fastify/websocket';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorText } from '../../../domain/errors/codes';
import { ERROR_TEXT_MESSAGES } from '../../../domain/errors/messages';
import {
  MAX_SOCKETS_PER_IP,
  MAX_SOCKETS_PER_SERVER,
  MAX_SOCKETS_PER_USER,
  SOCKET_CLOSE_TRY_AGAIN_LATER,
} from '../../../domain/traffic-limits';
import { SESSION_HEADER } from '../../plugins/session';
import { findActiveSession, liveSessionIds, SESSION_COOKIE, SESSIONS_TOPIC } from '../auth';
import { SOCKET_CLOSE_SESSION_ENDED } from '../../../domain/ops/moderation';
import type { ChangeFeed } from '../../lib/change-feed';
import type { HubEvent, MessageHub } from './message-hub';
import { toMessageResponse } from './messages.mappers';
import { findMessage } from './messages.repository';

const HEARTBEAT_MS = 30_000;
/** The largest message a page may send on the socket (a call's offer or answer fits). */
const MAX_CLIENT_MESSAGE_BYTES = 16_384;

/** One open socket as a feature that reads what pages send sees it. */
export interface SocketConnection {
  /** Unique per socket, on this server copy. */
  id: string;
  /** Sends an event to this socket only. */
  send(event: Record<string, unknown>): void;
}

/** A feature that reads what pages send on the socket (the call session's signals). */
export interface SocketClientHandler {
  onMessage(userId: number, connection: SocketConnection, text: string): void;
  onClose(userId: number, connection: SocketConnection): void;
}
const MAX_TOKEN_LENGTH = 200;
/** Offered with the token as a second subprotocol (`Sec-WebSocket-Protocol: session, <token>`); the server answers with this name only. */
export const SESSION_SUBPROTOCOL = 'session';
const RETRY_AFTER_SECONDS = 60;

interface SocketAuth {
  userId: number;
  sessionId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    messageSocketAuth?: SocketAuth;
  }
}

/** The token offered beside SESSION_SUBPROTOCOL in Sec-WebSocket-Protocol, if any. */
function subprotocolToken(request: FastifyRequest): string | undefined {
  const header = request.headers['sec-websocket-protocol'];
  if (typeof header !== 'string') return undefined;
  const offered = header.split(',').map((p) => p.trim());
  if (!offered.includes(SESSION_SUBPROTOCOL)) return undefined;
  return offered.find((p) => p !== SESSION_SUBPROTOCOL && p !== '');
}

/**
 * The token of the upgrade request: the Sec-WebSocket-Protocol pair, X-Session-Token or the
 * session cookie. Never the URL: URLs end up in logs and proxies' logs.
 */
function tokenOf(request: FastifyRequest): { token: string; fromCookie: boolean } | undefined {
  const header = request.headers[SESSION_HEADER];
  const explicit = subprotocolToken(request) ?? (Array.isArray(header) ? header[0] : header);
  const token = explicit ?? request.cookies[SESSION_COOKIE];
  if (!token || token.length > MAX_TOKEN_LENGTH) return undefined;
  return { token, fromCookie: explicit === undefined };
}

/** A page of another site must not open a socket with the visitor's cookie. */
function sameOrigin(request: FastifyRequest, publicUrl: string): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  try {
    const host = new URL(origin).host;
    return host === request.headers.host || host === new URL(publicUrl).host;
  } catch {
    return false;
  }
}

function refuseBusy(reply: FastifyReply) {
  return reply
    .code(429)
    .header('retry-after', String(RETRY_AFTER_SECONDS))
    .header('content-type', 'application/json; charset=utf-8')
    .send({ status: 'Error', error: ErrorText.RateLimited, message: ERROR_TEXT_MESSAGES[ErrorText.RateLimited]! });
}

function refuse(reply: FastifyReply) {
  return reply
    .code(403)
    .header('content-type', 'application/json; charset=utf-8')
    .send({ status: 'Error', error: ErrorText.InvalidToken, message: ERROR_TEXT_MESSAGES[ErrorText.InvalidToken]! });
}

/**
 * GET {API_PREFIX}/messages/socket: a WebSocket that pushes the new messages and read receipts
 * of the user's conversations to open pages. Authenticated by the session: the subprotocol pair
 * `session, <token>`, X-Session-Token or the session cookie (a `token` query parameter is not
 * read: URLs are logged). Browsers cannot send the API key header on a WebSocket, so this route
 * lives beside the API rather than under its key check. Each user, each IP and the server copy
 * have a cap on open sockets: over it the upgrade answers 429.
 *
 * Server to client, JSON: `{"type":"ready","user_id":n}` once subscribed;
 * `{"type":"message","quote_bid_id":n,"message":{...}}` (the message as get_conversation shows
 * it to this user); `{"type":"read","quote_bid_id":n,"reader_is_me":0|1,"up_to":messageId}`;
 * `{"type":"message_changed","quote_bid_id":n,"message":{...}}` when an operator hid a message or
 * showed it again (the message as this user now sees it: the page replaces the one it holds).
 * A client sending `ping` gets `pong`. After a reconnect, a page asks get_conversation with
 * `since:{last id}` for anything it missed.
 */
export async function messagesSocket(
  app: FastifyInstance,
  { hub, feed, clients }: { hub: MessageHub; feed?: Pick<ChangeFeed, 'subscribe'>; clients?: SocketClientHandler },
): Promise<void> {
  await app.register(websocket, {
    options: {
      // A call's session description (SDP) is the largest thing a page sends.
      maxPayload: MAX_CLIENT_MESSAGE_BYTES,
      // Answer with the protocol's name, never with the token offered beside it.
      handleProtocols: (protocols) => (protocols.has(SESSION_SUBPROTOCOL) ? SESSION_SUBPROTOCOL : false),
    },
  });
  const sockets = new Map<number, Set<WebSocket>>();
  const perIp = new Map<string, number>();
  let total = 0;
  const full = (userId: number, ip: string) =>
    total >= MAX_SOCKETS_PER_SERVER || (sockets.get(userId)?.size ?? 0) >= MAX_SOCKETS_PER_USER || (perIp.get(ip) ?? 0) >= MAX_SOCKETS_PER_IP;

  const sendTo = (userId: number, build: () => string | Promise<string | null>) => {
    const open = sockets.get(userId);
    if (!open || open.size === 0) return;
    Promise.resolve(build())
      .then((text) => {
        if (text === null) return;
        for (const socket of open) if (socket.readyState === socket.OPEN) socket.send(text);
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'message push failed'));
  };

  const onEvent = (event: HubEvent) => {
    const local = event.userIds.filter((id) => sockets.has(id));
    if (local.length === 0) return;
    if (event.kind === 'quote') {
      for (const userId of local) sendTo(userId, () => JSON.stringify({ type: 'quote', quote_bid_id: event.bidId, quote_request_id: event.requestId }));
      return;
    }
    if (event.kind === 'read') {
      for (const userId of local) {
        sendTo(userId, () =>
          JSON.stringify({ type: 'read', quote_bid_id: event.bidId, reader_is_me: userId === event.readerId ? 1 : 0, up_to: event.upTo }),
        );
      }
      return;
    }
    if (event.kind === 'push') {
      const text = JSON.stringify(event.event);
      for (const userId of local) sendTo(userId, () => text);
      return;
    }
    if (event.kind === 'shop_order_message') {
      for (const userId of local) sendTo(userId, () => JSON.stringify({ type: 'shop_order_message', nshop_order_id: event.orderId, message_id: event.messageId }));
      return;
    }
    // One query for the message, whoever of the two is connected here.
    const row = findMessage(app.db, event.messageId);
    const type = event.kind === 'changed' ? 'message_changed' : 'message';
    for (const userId of local) {
      sendTo(userId, async () => {
        const message = await row;
        return message ? JSON.stringify({ type, quote_bid_id: event.bidId, message: toMessageResponse(message, userId) }) : null;
      });
    }
  };
  const unsubscribe = hub.subscribe(onEvent);

  // A session ended (logout, revoke, a suspension or ban) closes the sockets it opened: the
  // database announces every change to a user's sessions on the feed (0061), on every copy.
  const sessionOf = new WeakMap<WebSocket, number>();
  const recheck = async (userId: number) => {
    const open = [...(sockets.get(userId) ?? [])];
    const ids = open.map((s) => sessionOf.get(s)).filter((id): id is number => id !== undefined);
    if (ids.length === 0) return;
    const live = new Set((await liveSessionIds(app.db, ids, app.clock.now())).map((r) => r.id));
    for (const socket of open) if (!live.has(sessionOf.get(socket) ?? 0)) socket.close(SOCKET_CLOSE_SESSION_ENDED, 'session ended');
  };
  const unfollow = feed?.subscribe(SESSIONS_TOPIC, (payload) => {
    const userId = (payload as { user_id?: unknown } | null)?.user_id;
    if (typeof userId === 'number' && sockets.has(userId)) recheck(userId).catch((error: unknown) => app.log.error({ err: error }, 'socket session check failed'));
  });
  app.addHook('onClose', async () => {
    unsubscribe();
    unfollow?.();
  });

  /** Counts an open socket for its user and address and forgets it when it closes. */
  function track(socket: WebSocket, userId: number, ip: string): void {
    total += 1;
    perIp.set(ip, (perIp.get(ip) ?? 0) + 1);
    let open = sockets.get(userId);
    if (!open) {
      open = new Set();
      sockets.set(userId, open);
    }
    open.add(socket);
    socket.on('close', () => {
      total -= 1;
      const left = (perIp.get(ip) ?? 1) - 1;
      if (left > 0) perIp.set(ip, left);
      else perIp.delete(ip);
      const set = sockets.get(userId);
      set?.delete(socket);
      if (set && set.size === 0) sockets.delete(userId);
    });
  }

  /** Pings the socket every HEARTBEAT_MS and ends it when the last ping went unanswered; answers the client's own `ping`, hands JSON to `clients`. */
  function keepAlive(socket: WebSocket, userId: number): void {
    let alive = true;
    socket.on('pong', () => {
      alive = true;
    });
    const connection: SocketConnection = { id: randomUUID(), send: (event) => socket.readyState === socket.OPEN && socket.send(JSON.stringify(event)) };
    socket.on('message', (data) => {
      const text = data.toString();
      if (text === 'ping') socket.send('pong');
      else if (clients) clients.onMessage(userId, connection, text);
    });
    if (clients) socket.on('close', () => clients.onClose(userId, connection));
    const heartbeat = setInterval(() => {
      if (!alive) {
        socket.terminate();
        return;
      }
      alive = false;
      socket.ping();
    }, HEARTBEAT_MS);
    heartbeat.unref();
    socket.on('close', () => clearInterval(heartbeat));
  }

  app.get(
    `${app.config.apiPrefix}/messages/socket`,
    {
      websocket: true,
      preValidation: async (request, reply) => {
        const found = tokenOf(request);
        if (!found || (found.fromCookie && !sameOrigin(request, app.config.publicUrl))) return refuse(reply);
        const session = await findActiveSession(app.db, found.token, app.clock.now());
        if (!session) return refuse(reply);
        if (full(session.userId, request.ip)) return refuseBusy(reply);
        request.messageSocketAuth = { userId: session.userId, sessionId: session.sessionId };
      },
    },
    (socket, request) => {
      const { userId, sessionId } = request.messageSocketAuth!;
      // Upgrades that passed the check together may still overrun it: the last ones are closed.
      if (full(userId, request.ip)) {
        socket.close(SOCKET_CLOSE_TRY_AGAIN_LATER, 'too many connections');
        return;
      }
      track(socket, userId, request.ip);
      sessionOf.set(socket, sessionId);
      keepAlive(socket, userId);
      socket.send(JSON.stringify({ type: 'ready', user_id: userId }));
    },
  );
}
