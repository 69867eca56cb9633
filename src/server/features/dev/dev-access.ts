import { isIP } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** 127.0.0.0/8, ::1, and IPv4 loopback written as an IPv6-mapped address. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(plain) === 4) return plain.startsWith('127.');
  return plain === '::1' || plain === '0:0:0:0:0:0:0:1';
}

/**
 * Whether the client is this machine: both the connection's own address and request.ip (what
 * X-Forwarded-For says, when the proxy is trusted) must be loopback, so a forged header on a
 * remote connection, or a remote client behind a local proxy, is not taken for a local one.
 */
export function isLoopbackRequest(request: FastifyRequest): boolean {
  return isLoopbackAddress(request.socket.remoteAddress) && isLoopbackAddress(request.ip);
}

/**
 * The outbox shows every code and reset link: it answers only this machine, unless
 * DEV_OUTBOX_PUBLIC=1 (a shared test server). Anyone else gets the scope's 404.
 */
export async function outboxGuard(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.server.config.devOutboxPublic || isLoopbackRequest(request)) return;
  return reply.callNotFound();
}
