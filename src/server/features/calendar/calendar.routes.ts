import { listHiredJobs } from '../requests/booking';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { businessHoursInputSchema, dateRangeSchema, reserveSchema, suspensionEventSchema } from '../../../domain/calendar';
import { AppError } from '../../../domain/errors/app-error';
import { ok } from '../../lib/envelope';
import { parseInput } from '../../lib/parse-input';
import { type CalendarService, PAUSE_NOT_FOUND, SERVICE_NOT_FOUND } from './calendar.service';
import { RESERVE_NOT_FOUND, type ReservesService } from './reserves.service';

const fileParams = z.object({ file: z.string() });
const ID_FILE = /^([1-9]\d{0,9})\.json$/;

/** `{id}.json` of the path as an id; anything else is "not found". */
function idOf(file: string, notFound: string): number {
  const match = ID_FILE.exec(file);
  if (!match || Number(match[1]) > 2_147_483_647) throw AppError.notFound(notFound);
  return Number(match[1]);
}

const sessionFirst = {
  preValidation: async (request: FastifyRequest) => {
    await request.requireSession();
  },
};
const withFile = { ...sessionFirst, schema: { params: fileParams } };

/** Business hours, pauses (suspension events), the pro's calendar and bookings (service reserves). */
export const calendarRoutes: FastifyPluginAsyncZod<{ calendar: CalendarService; reserves: ReservesService }> = async (app, { calendar, reserves }) => {

  app.get('/business_hours/:file', withFile, async (request) => {
    const { userId } = await request.requireSession();
    return ok(await calendar.getHours(idOf(request.params.file, SERVICE_NOT_FOUND), userId));
  });

  app.post('/business_hours/edit/:file', withFile, async (request) => {
    const { userId } = await request.requireSession();
    const serviceId = idOf(request.params.file, SERVICE_NOT_FOUND);
    const spans = parseInput(businessHoursInputSchema, request.body);
    return ok(await calendar.setHours(serviceId, userId, spans));
  });

  app.get('/suspension_events/index/:file', withFile, async (request) => {
    const { userId } = await request.requireSession();
    return ok({ suspension_events: await calendar.listPauses(idOf(request.params.file, SERVICE_NOT_FOUND), userId) });
  });

  app.post('/suspension_events/add.json', sessionFirst, async (request) => {
    const { userId } = await request.requireSession();
    const { quote_service_id } = parseInput(z.object({ quote_service_id: z.coerce.number({ error: '請提供服務編號' }).int().positive() }), request.body);
    const input = parseInput(suspensionEventSchema, request.body);
    return ok({ suspension_event: await calendar.addPause(quote_service_id, userId, input, new Date()) });
  });

  app.post('/suspension_events/edit/:file', withFile, async (request) => {
    const { userId } = await request.requireSession();
    const id = idOf(request.params.file, PAUSE_NOT_FOUND);
    const input = parseInput(suspensionEventSchema, request.body);
    return ok({ suspension_event: await calendar.editPause(id, userId, input, new Date()) });
  });

  app.post('/suspension_events/delete/:file', withFile, async (request) => {
    const { userId } = await request.requireSession();
    await calendar.deletePause(idOf(request.params.file, PAUSE_NOT_FOUND), userId);
    return ok();
  });

  app.get('/calendar/index.json', sessionFirst, async (request) => {
    const { userId } = await request.requireSession();
    return ok({ quote_services: await calendar.services(userId) });
  });

  app.get('/calendar/:file', withFile, async (request) => {
    const { userId } = await request.requireSession();
    const serviceId = idOf(request.params.file, SERVICE_NOT_FOUND);
    const { from, to } = parseInput(dateRangeSchema, request.query);
    return ok(await calendar.calendar(serviceId, userId, from, to, new Date()));
  });

  // Public: guests pick a slot before signing in to book it.
  app.get('/service_reserves/slots/:file', { schema: { params: fileParams } }, async (request) => {
    const serviceId = idOf(request.params.file, SERVICE_NOT_FOUND);
    const { from, to } = parseInput(dateRangeSchema, request.query);
    return ok(await reserves.slots(serviceId, from, to, new Date()));
  });

  app.post('/service_reserves/add.json', sessionFirst, async (request) => {
    const { userId } = await request.requireSession();
    const input = parseInput(reserveSchema, request.body);
    return ok({ service_reserve: await reserves.reserve(userId, input, new Date()) });
  });

  app.get('/service_reserves/index.json', sessionFirst, async (request) => {
    const { userId } = await request.requireSession();
    return ok({ service_reserves: await reserves.list(userId, new Date()) });
  });

  // Hired jobs beside bookings: the agreed date of each hire, as consumer and as pro.
  app.get('/service_reserves/hires.json', sessionFirst, async (request) => {
    const { userId } = await request.requireSession();
    return ok({ hires: await listHiredJobs(app.db, userId) });
  });

  app.get('/service_reserves/:file', withFile, async (request) => {
    const { userId } = await request.requireSession();
    return ok({ service_reserve: await reserves.get(idOf(request.params.file, RESERVE_NOT_FOUND), userId, new Date()) });
  });

  app.post('/service_reserves/cancel/:file', withFile, async (request) => {
    const { userId } = await request.requireSession();
    return ok({ service_reserve: await reserves.cancel(idOf(request.params.file, RESERVE_NOT_FOUND), userId, new Date()) });
  });
};
