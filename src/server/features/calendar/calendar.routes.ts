import type { Clock } from '../../adapters/clock';
import { listHiredJobs } from '../requests';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { businessHoursInputSchema, dateRangeSchema, pauseAddSchema, reserveSchema, suspensionEventSchema } from '../../../domain/calendar';
import {
  businessHoursAnswerShape,
  calendarAnswerShape,
  freeSlotsAnswerShape,
  hiresShape,
  ownServicesShape,
  serviceReserveShape,
  serviceReservesShape,
  suspensionEventShape,
  suspensionEventsShape,
} from '../../../domain/calendar/calendar.contract';
import { ok } from '../../lib/envelope';
import { fileIdParams, okResponse } from '../../lib/http-schemas';
import { sessionFirst } from '../../lib/session-first';
import { type CalendarService, PAUSE_NOT_FOUND, SERVICE_NOT_FOUND } from './calendar.service';
import { RESERVE_NOT_FOUND, type ReservesService } from './reserves.service';

const service = { config: { notFoundText: SERVICE_NOT_FOUND }, schema: { params: fileIdParams } };
const pause = { config: { notFoundText: PAUSE_NOT_FOUND }, schema: { params: fileIdParams } };
const reserve = { config: { notFoundText: RESERVE_NOT_FOUND }, schema: { params: fileIdParams } };

/** Route options: the session first, then these schemas and this answer. */
function signedIn<O extends { schema?: object }, S extends z.ZodRawShape>(options: O, payload: S) {
  return { ...sessionFirst, ...options, schema: { ...options.schema, response: okResponse(payload) } };
}

/** Business hours, pauses (suspension events), the pro's calendar and bookings (service reserves). */
/** `clock`: what time it is for pauses, the week and bookings (tests pin it). */
export const calendarRoutes: FastifyPluginAsyncZod<{ calendar: CalendarService; reserves: ReservesService; clock: Clock }> = async (app, { calendar, reserves, clock }) => {

  app.get('/business_hours/:file', signedIn(service, businessHoursAnswerShape), async (request) => {
    const { userId } = await request.requireSession();
    return ok(await calendar.getHours(request.params.file, userId));
  });

  const hoursEdit = signedIn({ ...service, schema: { ...service.schema, body: businessHoursInputSchema } }, businessHoursAnswerShape);
  app.post('/business_hours/edit/:file', hoursEdit, async (request) => {
    const { userId } = await request.requireSession();
    return ok(await calendar.setHours(request.params.file, userId, request.body));
  });

  app.get('/suspension_events/index/:file', signedIn(service, suspensionEventsShape), async (request) => {
    const { userId } = await request.requireSession();
    return ok({ suspension_events: await calendar.listPauses(request.params.file, userId) });
  });

  // The service beside the pause: both schemas check the one body, each naming its own fields.
  const pauseAdd = signedIn({ schema: { body: pauseAddSchema } }, suspensionEventShape);
  app.post('/suspension_events/add.json', pauseAdd, async (request) => {
    const { userId } = await request.requireSession();
    const { quote_service_id, ...input } = request.body;
    return ok({ suspension_event: await calendar.addPause(quote_service_id, userId, input, clock.now()) });
  });

  const pauseEdit = signedIn({ ...pause, schema: { ...pause.schema, body: suspensionEventSchema } }, suspensionEventShape);
  app.post('/suspension_events/edit/:file', pauseEdit, async (request) => {
    const { userId } = await request.requireSession();
    return ok({ suspension_event: await calendar.editPause(request.params.file, userId, request.body, clock.now()) });
  });

  app.post('/suspension_events/delete/:file', signedIn(pause, {}), async (request) => {
    const { userId } = await request.requireSession();
    await calendar.deletePause(request.params.file, userId);
    return ok();
  });

  app.get('/calendar/index.json', signedIn({}, ownServicesShape), async (request) => {
    const { userId } = await request.requireSession();
    return ok({ quote_services: await calendar.services(userId) });
  });

  app.get('/calendar/:file', signedIn({ ...service, schema: { ...service.schema, querystring: dateRangeSchema } }, calendarAnswerShape), async (request) => {
    const { userId } = await request.requireSession();
    const { from, to } = request.query;
    return ok(await calendar.calendar(request.params.file, userId, from, to, clock.now()));
  });

  // Public: guests pick a slot before signing in to book it.
  const slots = { ...service, schema: { ...service.schema, querystring: dateRangeSchema, response: okResponse(freeSlotsAnswerShape) } };
  app.get('/service_reserves/slots/:file', slots, async (request) => {
    const { from, to } = request.query;
    return ok(await reserves.slots(request.params.file, from, to, clock.now()));
  });

  app.post('/service_reserves/add.json', signedIn({ schema: { body: reserveSchema } }, serviceReserveShape), async (request) => {
    const { userId } = await request.requireSession();
    return ok({ service_reserve: await reserves.reserve(userId, request.body, clock.now()) });
  });

  app.get('/service_reserves/index.json', signedIn({}, serviceReservesShape), async (request) => {
    const { userId } = await request.requireSession();
    return ok({ service_reserves: await reserves.list(userId, clock.now()) });
  });

  // Hired jobs beside bookings: the agreed date of each hire, as consumer and as pro.
  app.get('/service_reserves/hires.json', signedIn({}, hiresShape), async (request) => {
    const { userId } = await request.requireSession();
    return ok({ hires: await listHiredJobs(app.db, userId) });
  });

  app.get('/service_reserves/:file', signedIn(reserve, serviceReserveShape), async (request) => {
    const { userId } = await request.requireSession();
    return ok({ service_reserve: await reserves.get(request.params.file, userId, clock.now()) });
  });

  app.post('/service_reserves/cancel/:file', signedIn(reserve, serviceReserveShape), async (request) => {
    const { userId } = await request.requireSession();
    return ok({ service_reserve: await reserves.cancel(request.params.file, userId, clock.now()) });
  });
};
