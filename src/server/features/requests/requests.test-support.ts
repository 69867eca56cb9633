import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import type { CreatedQuoteRequestResponse, QuoteRequestResponse } from '../../../domain/requests/quote-request.types';
import type { Engine } from '../../db/connection';
import { type CategoryWithFields, type createConsumer, type createProWithService, findCategory, postRequest } from '../../test/factories';
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

export type Consumer = Awaited<ReturnType<typeof createConsumer>>;
export type Pro = Awaited<ReturnType<typeof createProWithService>>;
type PostOptions = { description?: string; city?: string; district?: string };

export interface RequestsSuite {
  server: TestServer;
  aircon: CategoryWithFields;
  /** Posts an aircon request as the consumer and expects it to be taken. */
  post(consumer: Consumer, options?: PostOptions): Promise<CreatedQuoteRequestResponse>;
  /** GET /quote_request/{id}.json as the token's user. */
  detail(token: string, id: number): Promise<QuoteRequestResponse>;
}

/** The suite's server, started before its tests and closed after them; read its fields inside the tests. */
export function requestsSuite(engine: Engine, name: string): RequestsSuite {
  const suite = {
    post: (consumer: Consumer, options: PostOptions = {}) => postCreated(suite.server, suite.aircon, consumer.token, options),
    detail: (token: string, id: number) => requestDetail(suite.server, token, id),
  } as RequestsSuite;
  beforeAll(async () => {
    Object.assign(suite, await startRequestsServer(engine, name));
  });
  afterAll(() => suite.server.close());
  return suite;
}
