import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { CreatedQuoteRequestResponse, QuoteRequestResponse } from '../../../domain/requests/quote-request.types';
import type { Engine } from '../../db/connection';
import { type CategoryWithFields, findCategory, postRequest } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/harness';

/** A test server of its own (named for its data folder) and the aircon category the tests post in. */
export async function startRequestsServer(engine: Engine, name: string): Promise<{ server: TestServer; aircon: CategoryWithFields }> {
  const server = await startTestServer(engine, { env: { DATA_DIR: join(tmpdir(), `${name}-${engine}-${process.pid}`) } });
  return { server, aircon: await findCategory(server.db, 'aircon-installation') };
}

/** Posts a request through the API and expects it to be taken. */
export async function postCreated(
  server: TestServer,
  category: CategoryWithFields,
  token: string,
  options: { description?: string; city?: string; district?: string } = {},
): Promise<CreatedQuoteRequestResponse> {
  const res = await postRequest(server, token, category, options);
  expect(res.status).toBe(200);
  return res.body.quote_request as CreatedQuoteRequestResponse;
}

/** GET /quote_request/{id}.json as the token's user. */
export async function requestDetail(server: TestServer, token: string, id: number): Promise<QuoteRequestResponse> {
  return (await server.api(`/quote_request/${id}.json`, { token })).body.quote_request as QuoteRequestResponse;
}

/** The field names of a 400 answer. */
export const fieldNames = (body: Record<string, unknown>): string[] => (body.fields as { field: string }[]).map((f) => f.field);
