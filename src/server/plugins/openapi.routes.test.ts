import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, startTestServer, TEST_API_KEY, type TestServer } from '../test/harness';
import { type RegisteredRoute, startServerWithRoutes } from '../test/route-table';
import { ROUTES_WITHOUT_SCHEMA } from '../test/routes-without-schema';

type OpenapiDocument = { openapi: string; paths: Record<string, Record<string, unknown>> };

/**
 * The calls of spec section 7 that this server serves, as OpenAPI paths under the prefix
 * (`:file` is `{file}`, a wildcard `{*}`). Written from the spec, not from the route table.
 */
const SPEC_SECTION_7: [method: string, path: string][] = [
  ['post', '/users/login.json'],
  ['post', '/users/login_once.json'],
  ['post', '/users/validate_user.json'],
  ['post', '/users/register/manual.json'],
  ['post', '/users/sign_up.json'],
  ['post', '/users/check_account.json'],
  ['post', '/users/forgot_password.json'],
  ['post', '/users/reset_password.json'],
  ['post', '/users/change_password.json'],
  ['post', '/new/v1/users/edit_email'],
  ['get', '/users/activation/{userId}/{hash}.json'],
  ['post', '/users/delete.json'],
  ['get', '/user/me.json'],
  ['get', '/user/me/type:brief.json'],
  ['get', '/user/get_settings.json'],
  ['post', '/user/get_settings.json'],
  ['post', '/user/change_settings.json'],
  ['post', '/user/edit_profile.json'],
  ['post', '/users/connect_social/{provider}.json'],
  ['post', '/users/verify/phone/preauth.json'],
  ['post', '/users/verify/phone/auth.json'],
  ['post', '/users/verify/voice/preauth.json'],
  ['post', '/users/send_otp_to_phone_by_email.json'],
  ['post', '/new/v1/email_verifications/preauth_login'],
  ['post', '/new/v1/email_verifications/auth'],
  ['get', '/quote_requests/index/{*}'],
  ['get', '/quote_request/{file}'],
  ['post', '/quote_requests/search_add.json'],
  ['post', '/quote_requests/edit.json'],
  ['post', '/quote_requests/change_status/{action}/{file}'],
  ['post', '/quote_requests/copy/{file}'],
  ['post', '/quote_reports/add.json'],
  ['get', '/quote_requests/hash/{file}'],
  ['get', '/quote_bids/hash/{file}'],
  ['get', '/quote_bids/index/{*}'],
  ['post', '/quote_bids/change_status/{action}/{file}'],
  ['post', '/quote_bids/want_to_contact_provider/{file}'],
  ['post', '/quote_bids/provider_accept_narrow_match/{file}/{*}'],
  ['post', '/quote_bids/switch_to_manual_quote/{file}'],
  ['get', '/quote_bids/preview_quote_fee/{file}'],
  ['get', '/new/v1/quote_requests/job_center/{*}'],
  ['post', '/new/v1/quote_bids/match/{file}'],
  ['post', '/new/v1/quote_bids/invite_pro.json'],
  ['post', '/messages/quote_conversation/{file}'],
  ['get', '/messages/get_conversation/{*}'],
  ['get', '/quote_categories/index.json'],
  ['get', '/quote_services/index.json'],
  ['get', '/quote_templates/index.json'],
  ['get', '/quote_feedbacks/index/{*}'],
  ['get', '/new/v1/tap_pay/cards.json'],
  ['post', '/new/v1/tap_pay/bind_card.json'],
  ['post', '/new/v1/tap_pay/pay_by_prime.json'],
  ['get', '/stripes/cards.json'],
  ['get', '/transactions/index.json'],
  ['get', '/transactions/index/{*}'],
  ['get', '/packages/index.json'],
  ['get', '/new/v1/cert_certificates/index.json'],
  ['get', '/business_hours/{file}'],
  ['post', '/suspension_events/add.json'],
  ['get', '/blocked_users/index.json'],
  ['post', '/blocked_users/add.json'],
  ['get', '/users/referrals.json'],
  ['post', '/users/refer.json'],
];

/** The OpenAPI path of a Fastify url: `:id` is `{id}`, `*` is `{*}`, `::` a literal colon. */
function openapiPath(url: string): string {
  return url
    .split('::')
    .map((part) => part.replace(/:([A-Za-z_]\w*)/g, '{$1}').replace(/\*/g, '{*}'))
    .join(':');
}

/** A route declares its contract: a 200 response schema, and params when its path names some. */
function declaresSchema(route: RegisteredRoute): boolean {
  const schema = route.schema as { response?: Record<string, unknown>; params?: unknown } | undefined;
  const namesParams = /(^|[^:]):[A-Za-z_]/.test(route.url);
  return schema?.response?.[200] !== undefined && (!namesParams || schema.params !== undefined);
}

describe.each(ENGINES)('OpenAPI document (%s)', (engine) => {
  let server: TestServer;
  let routes: RegisteredRoute[];
  let doc: OpenapiDocument;
  beforeAll(async () => {
    ({ server, routes } = await startServerWithRoutes(engine));
    doc = (await server.api('/openapi.json')).body as unknown as OpenapiDocument;
  });
  afterAll(async () => server.close());

  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc));
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('lists every call of spec section 7 that the server serves', () => {
    const missing = SPEC_SECTION_7.filter(([method, path]) => doc.paths[`${server.config.apiPrefix}${path}`]?.[method] === undefined);
    expect(missing).toEqual([]);
  });

  it('holds only API routes: no pages, files, sockets, gateways or the docs themselves', () => {
    const paths = Object.keys(doc.paths);
    expect(paths.every((path) => path.startsWith(`${server.config.apiPrefix}/`))).toBe(true);
    expect(paths.filter((path) => /\/(docs|openapi\.json|messages\/socket|new\/v1\/ecpay\/notify)/.test(path) || path.includes('three_domain_secure'))).toEqual([]);
  });

  it('every API route declares its schemas, except the listed ones (the list stays exact)', () => {
    const documented = routes.filter((route) => doc.paths[openapiPath(route.url)]?.[route.method.toLowerCase()] !== undefined);
    const without = documented.filter((route) => !declaresSchema(route)).map((route) => route.key).sort();
    const regenerated = `export const ROUTES_WITHOUT_SCHEMA: string[] = [\n${without.map((key) => `  '${key}',`).join('\n')}\n];`;
    expect(without, `src/server/test/routes-without-schema.ts should now read:\n${regenerated}\n`).toEqual([...ROUTES_WITHOUT_SCHEMA].sort());
  });

  it('serves the document and the docs page without the API key', async () => {
    const document = await fetch(`${server.baseUrl}${server.config.apiPrefix}/openapi.json`);
    expect(document.status).toBe(200);
    const page = await fetch(`${server.baseUrl}${server.config.apiPrefix}/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    // The rest of the API still needs it.
    expect((await server.api('/user/me.json', { apiKey: null })).status).toBe(401);
  });
});

const PRODUCTION = { NODE_ENV: 'production', ALLOW_OUTBOX_IN_PRODUCTION: '1' };

describe.each(ENGINES)('OpenAPI document in production (%s)', (engine) => {
  it('is not served unless OPENAPI_DOCS is set', async () => {
    const off = await startTestServer(engine, { env: PRODUCTION });
    try {
      expect((await off.api('/openapi.json')).status).toBe(404);
      expect((await fetch(`${off.baseUrl}${off.config.apiPrefix}/docs`, { headers: { 'x-api-key': TEST_API_KEY } })).status).toBe(404);
      expect((await off.api('/openapi.json', { apiKey: null })).status).toBe(401);
    } finally {
      await off.close();
    }
    const on = await startTestServer(engine, { env: { ...PRODUCTION, OPENAPI_DOCS: '1' } });
    try {
      expect((await on.api('/openapi.json', { apiKey: null })).status).toBe(200);
    } finally {
      await on.close();
    }
  });
});
