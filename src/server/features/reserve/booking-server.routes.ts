import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  BOOKING_SERVER_METHODS,
  type BookingServerMethod,
  batchAvailabilityLookupSchema,
  checkAvailabilitySchema,
  createBookingSchema,
  getBookingStatusSchema,
  listBookingsSchema,
  updateBookingSchema,
} from '../../../domain/reserve/booking-server.schema';
import type { Clock } from '../../adapters/clock';
import { BookingServerError, type BookingServerService } from './booking-server.service';

export const BOOKING_SERVER_PREFIX = '/booking-server/v3';

/** An error the maps service reads: the HTTP status with Google's canonical status name. */
function sendFailure(reply: FastifyReply, status: number, message: string) {
  const name: Record<number, string> = { 400: 'INVALID_ARGUMENT', 401: 'UNAUTHENTICATED', 404: 'NOT_FOUND', 405: 'METHOD_NOT_ALLOWED', 500: 'INTERNAL' };
  return reply.status(status).send({ error: { code: status, status: name[status] ?? 'UNKNOWN', message } });
}

const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** Whether the request carries the configured HTTP Basic credentials. */
function authorised(request: FastifyRequest, credentials: { user: string; password: string }): boolean {
  const header = request.headers.authorization ?? '';
  const match = /^Basic ([A-Za-z0-9+/=]+)$/.exec(header);
  if (!match?.[1]) return false;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return false;
  return same(decoded.slice(0, colon), credentials.user) && same(decoded.slice(colon + 1), credentials.password);
}

function parse<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new BookingServerError(400, `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`);
  }
  return parsed.data;
}

/** Runs one POST method of the booking server on its parsed request. */
function dispatch(bookingServer: BookingServerService, method: Exclude<BookingServerMethod, 'HealthCheck'>, body: unknown, now: Date): Promise<object> {
  switch (method) {
    case 'BatchAvailabilityLookup':
      return bookingServer.batchAvailabilityLookup(parse(batchAvailabilityLookupSchema, body), now);
    case 'CheckAvailability':
      return bookingServer.checkAvailability(parse(checkAvailabilitySchema, body), now);
    case 'CreateBooking':
      return bookingServer.createBooking(parse(createBookingSchema, body), now);
    case 'UpdateBooking':
      return bookingServer.updateBooking(parse(updateBookingSchema, body), now);
    case 'GetBookingStatus':
      return bookingServer.getBookingStatus(parse(getBookingStatusSchema, body).booking_id);
    case 'ListBookings':
      return bookingServer.listBookings(parse(listBookingsSchema, body).user_id);
  }
}

/**
 * The booking server the maps service calls (Maps Booking API v3, REST) at
 * `/booking-server/v3/{Method}`, behind HTTP Basic authentication. Without credentials configured
 * it does not exist (404). Business refusals are 200 with `booking_failure`, as the API defines;
 * malformed requests are 400 and unknown bookings 404.
 */
export function bookingServerPlugin(deps: { credentials: { user: string; password: string } | undefined; bookingServer: BookingServerService; clock: Clock }) {
  return async (app: FastifyInstance) => {
    const { credentials, bookingServer, clock } = deps;
    app.setErrorHandler((error, request, reply) => {
      if (error instanceof BookingServerError) return sendFailure(reply, error.httpStatus, error.message);
      const status = (error as { statusCode?: number }).statusCode;
      if (status === 400 || status === 415) return sendFailure(reply, 400, 'malformed request body');
      request.log.error({ err: error }, 'booking server error');
      return sendFailure(reply, 500, `internal error ${request.id}`);
    });


    // The documentation writes the paths with and without a closing slash: both are served.
    for (const url of [`${BOOKING_SERVER_PREFIX}/:method`, `${BOOKING_SERVER_PREFIX}/:method/`]) {
      app.route({
      method: ['GET', 'POST'],
      url,
      handler: async (request, reply) => {
        if (!credentials) return sendFailure(reply, 404, 'not found');
        const { method } = request.params as { method: string };
        if (!(BOOKING_SERVER_METHODS as readonly string[]).includes(method)) return sendFailure(reply, 404, 'not found');
        if (!authorised(request, credentials)) {
          reply.header('www-authenticate', 'Basic realm="booking-server"');
          return sendFailure(reply, 401, 'invalid credentials');
        }
        const known = method as BookingServerMethod;
        if (known === 'HealthCheck') return request.method === 'GET' ? reply.send({}) : sendFailure(reply, 405, 'use GET');
        if (request.method !== 'POST') return sendFailure(reply, 405, 'use POST');
        return reply.send(await dispatch(bookingServer, known, request.body, clock.now()));
      },
      });
    }
  };
}
