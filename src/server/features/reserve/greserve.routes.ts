import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  greserveCancelSchema,
  greserveEventShape,
  greserveEventsShape,
  greserveHashQuerySchema,
  greserveServiceShape,
  greserveServicesShape,
} from '../../../domain/reserve/greserve.contract';
import { AppError } from '../../../domain/errors/app-error';
import type { Clock } from '../../adapters/clock';
import { ok } from '../../lib/envelope';
import { fileIdParams, okResponse } from '../../lib/http-schemas';
import { sessionFirst } from '../../lib/session-first';
import { GRESERVE_EVENT_NOT_FOUND, GRESERVE_SERVICE_NOT_FOUND, type GreserveService } from './greserve.service';

const service = { config: { notFoundText: GRESERVE_SERVICE_NOT_FOUND }, schema: { params: fileIdParams } };
const event = { config: { notFoundText: GRESERVE_EVENT_NOT_FOUND }, schema: { params: fileIdParams } };

function signedIn<O extends { schema?: object }, S extends z.ZodRawShape>(options: O, payload: S) {
  return { ...sessionFirst, ...options, schema: { ...options.schema, response: okResponse(payload) } };
}

/** Google reserve under /new/v1/greserve_*: launch and unlaunch, the bookings, cancelling one (docs/google-reserve.md); off with FEATURE_MAPS_RESERVATION. */
export const greserveRoutes: FastifyPluginAsyncZod<{ greserve: GreserveService; clock: Clock }> = async (app, { greserve, clock }) => {
  // FEATURE_MAPS_RESERVATION off: the calls answer 404, as the screen's route sends to /.
  app.addHook('onRequest', async () => {
    if (!app.config.flags.mapsReservation) throw AppError.notFound();
  });
  app.get('/new/v1/greserve_items/index.json', signedIn({}, greserveServicesShape), async (request) => {
    const { userId } = await request.requireSession();
    return ok({ greserve_items: await greserve.services(userId) });
  });

  app.post('/new/v1/greserve_items/launch/:file', signedIn(service, greserveServiceShape), async (request) => {
    const { userId } = await request.requireSession();
    return ok({ greserve_item: await greserve.launch(userId, request.params.file, clock.now()) });
  });

  app.post('/new/v1/greserve_items/unlaunch/:file', signedIn(service, greserveServiceShape), async (request) => {
    const { userId } = await request.requireSession();
    return ok({ greserve_item: await greserve.unlaunch(userId, request.params.file, clock.now()) });
  });

  app.get('/new/v1/greserve_events/index/:file', signedIn(service, greserveEventsShape), async (request) => {
    const { userId } = await request.requireSession();
    return ok({ greserve_events: await greserve.events(userId, request.params.file, clock.now()) });
  });

  // The pro with his session, or the consumer of the maps service with the link's hash (no account).
  const eventRead = { ...event, schema: { ...event.schema, querystring: greserveHashQuerySchema, response: okResponse(greserveEventShape) } };
  app.get('/new/v1/greserve_events/:file', eventRead, async (request) => {
    const session = await request.loadSession();
    const viewer = { proUserId: session?.userId ?? null, hash: request.query.h };
    return ok({ greserve_event: await greserve.event(request.params.file, viewer, clock.now()) });
  });

  const cancel = signedIn({ ...event, schema: { ...event.schema, body: greserveCancelSchema } }, greserveEventShape);
  app.post('/new/v1/greserve_events/cancel/:file', cancel, async (request) => {
    const { userId } = await request.requireSession();
    return ok({ greserve_event: await greserve.cancel(userId, request.params.file, request.body.cancel_reason, clock.now()) });
  });
};
