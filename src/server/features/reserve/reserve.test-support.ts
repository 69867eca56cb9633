import type { TestServer } from '../../test/harness';
import { createProWithService, findCategory, findPlace } from '../../test/factories';
import { openAllWeek } from '../calendar/calendar.test-support';

/** The booking server's credentials in the tests. */
export const BOOKING_USER = 'maps-partner';
export const BOOKING_PASSWORD = 'correct-horse-battery-staple';
export const BOOKING_ENV = { BOOKING_SERVER_USER: BOOKING_USER, BOOKING_SERVER_PASSWORD: BOOKING_PASSWORD };

/** A pro whose service has an address, hours all week and direct reserve on, launched through the API. */
export async function launchedPro(server: Pick<TestServer, 'db' | 'api'>) {
  const category = await findCategory(server.db, 'aircon-installation');
  const place = await findPlace(server.db, '苗栗縣', '苗栗市');
  const pro = await createProWithService(server.db, { categoryIds: [category.id], areas: [{ cityId: place.cityId, districtId: null }] });
  await server.db.updateTable('quote_services').set({ city_id: place.cityId, district_id: place.districtId }).where('id', '=', pro.service.id).execute();
  await server.db.updateTable('quote_service_categories').set({ is_direct_reserve_on: true }).where('quote_service_id', '=', pro.service.id).execute();
  await openAllWeek(server, pro.token, pro.service.id);
  const res = await server.api(`/new/v1/greserve_items/launch/${pro.service.id}.json`, { method: 'POST', token: pro.token });
  if (res.status !== 200) throw new Error(`launch failed: ${res.status} ${JSON.stringify(res.body)}`);
  return pro;
}

/** Calls the booking server over HTTP as the maps service does. */
export async function callBookingServer(
  baseUrl: string,
  method: string,
  body?: unknown,
  auth: { user: string; password: string } | null = { user: BOOKING_USER, password: BOOKING_PASSWORD },
) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (auth) headers.authorization = `Basic ${Buffer.from(`${auth.user}:${auth.password}`).toString('base64')}`;
  const res = await fetch(`${baseUrl}/booking-server/v3/${method}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? (auth ? { authorization: headers.authorization ?? '' } : {}) : headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
}
