import type { QuoteServiceDetail } from '../../../domain/services/quote-service.types';
import type { TestServer } from '../../test/harness';
import { type CategoryWithFields, createProWithService, findCategory, findPlace } from '../../test/factories';

/** Shared set-up of the services API tests: a category with choice questions and a place. */
export async function servicesFixture(server: TestServer) {
  const aircon = await findCategory(server.db, 'aircon-installation');
  const cleaning = await findCategory(server.db, 'home-cleaning');
  const place = await findPlace(server.db, '臺北市', '大安區');
  const newPro = () => createProWithService(server.db, { categoryIds: [aircon.id], areas: [{ cityId: place.cityId, districtId: null }] });
  const call = (token: string, path: string, json?: unknown) =>
    server.api(path, json === undefined ? { token } : { method: 'POST', token, json });
  const view = async (token: string, id: number) => (await call(token, `/quote_services/edit/${id}.json`)).body.quote_service as QuoteServiceDetail;
  return { aircon, cleaning, place, newPro, call, view };
}

/** The first choice question of a category and its options. */
export function choiceQuestion(category: CategoryWithFields) {
  const field = category.fields.find((f) => f.type === 'single_choice' || f.type === 'multiple_choice');
  if (!field) throw new Error(`${category.slug} has no choice question`);
  return { id: field.id, options: field.options as string[] };
}

/** The field names of a 400's body. */
export function fieldsOf(body: Record<string, unknown>): string[] {
  return ((body.fields ?? []) as { field: string }[]).map((f) => f.field);
}
