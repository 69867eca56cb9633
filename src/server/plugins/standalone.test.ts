import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../domain/errors/app-error';
import { UPLOAD_MAX_BYTES } from '../../domain/limits';
import { applyZhTwValidationMessages } from '../../domain/validation/zod-locale';
import { bodyParsingPlugin, type UploadedFile } from './body-parsing';
import { installApiErrorHandlers } from './errors';

// The plumbing plugins on a bare app with routes that exist only here, over real HTTP.
let app: FastifyInstance;
let base: string;

beforeAll(async () => {
  applyZhTwValidationMessages();
  app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installApiErrorHandlers(app);
  // Upload routes check the session before reading a file; here every caller has one.
  app.decorateRequest('requireSession', async () => ({ userId: 1 }) as never);
  await app.register(bodyParsingPlugin);
  app.post('/echo', { config: { uploads: { files: 2, maxBytes: UPLOAD_MAX_BYTES } } }, async (request) => {
    const body = request.body as Record<string, unknown>;
    const file = body.photo as UploadedFile | undefined;
    return { body: { ...body, photo: file ? { filename: file.filename, size: file.data.length } : undefined } };
  });
  app.post('/typed', { schema: { body: z.object({ email: z.email() }) } }, async () => ({ ok: true }));
  app.get('/boom', async () => {
    throw new Error('secret internal detail at /srv/app.ts:42');
  });
  app.get('/conflict', async () => {
    throw new AppError('conflict', 10, '點數不足，請先儲值。');
  });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.close());

async function post(path: string, init: RequestInit) {
  const res = await fetch(`${base}${path}`, { method: 'POST', ...init });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('body parsing', () => {
  it('nests bracket-notation form fields', async () => {
    const res = await post('/echo', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'User%5Bemail%5D=a%40b.tw&User%5Bname%5D=%E7%8E%8B&tags%5B%5D=1&tags%5B%5D=2',
    });
    expect(res.body.body).toEqual({ User: { email: 'a@b.tw', name: '王' }, tags: ['1', '2'] });
  });

  it('accepts JSON bodies', async () => {
    const res = await post('/echo', { headers: { 'content-type': 'application/json' }, body: JSON.stringify({ User: { email: 'x@y.tw' } }) });
    expect(res.body.body).toEqual({ User: { email: 'x@y.tw' } });
  });

  it('nests multipart fields and keeps files', async () => {
    const form = new FormData();
    form.append('User[email]', 'm@p.tw');
    form.append('photo', new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }), 'a.png');
    const res = await post('/echo', { body: form });
    expect(res.body.body).toEqual({ User: { email: 'm@p.tw' }, photo: { filename: 'a.png', size: 4 } });
  });

  it('keeps every value of a multipart field sent more than once', async () => {
    const form = new FormData();
    form.append('when[day_slots][]', '2');
    form.append('when[day_slots][]', '3');
    form.append('QuoteFormSubmissionField[7]', '甲');
    form.append('QuoteFormSubmissionField[7]', '乙');
    const res = await post('/echo', { body: form });
    const body = res.body.body as { when: unknown; QuoteFormSubmissionField: Record<number, unknown> };
    expect(body.when).toEqual({ day_slots: ['2', '3'] });
    expect(body.QuoteFormSubmissionField[7]).toEqual(['甲', '乙']);
  });

  it('refuses an upload over 10,000,000 bytes with 413', async () => {
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(UPLOAD_MAX_BYTES + 1)]), 'big.jpg');
    const res = await post('/echo', { body: form });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ status: 'Error', error: 'file size over 10 MB' });
  });

  it('refuses a file on a route that declares none, naming the field', async () => {
    const form = new FormData();
    form.append('User[email]', 'm@p.tw');
    form.append('photo', new Blob([new Uint8Array([1, 2, 3])]), 'a.png');
    const res = await post('/typed', { body: form });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: 'Error', error: 'unable to upload', fields: [{ field: 'photo', message: expect.stringMatching(/[\u4e00-\u9fff]/) }] });
  });

  it('reads multipart text fields on a route that takes no files', async () => {
    const form = new FormData();
    form.append('email', 'nope');
    const res = await post('/typed', { body: form });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual([{ field: 'email', message: expect.stringMatching(/[\u4e00-\u9fff]/) }]);
  });

  it('refuses more files than the route declares', async () => {
    const form = new FormData();
    for (const name of ['a.png', 'b.png', 'c.png']) form.append('photo', new Blob([new Uint8Array([1])]), name);
    const res = await post('/echo', { body: form });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'unable to upload', fields: [{ field: 'photo' }] });
  });

  it('refuses a text field over 16 KiB and more than 100 fields with 413', async () => {
    const big = new FormData();
    big.append('note', 'x'.repeat(16_385));
    const one = await post('/typed', { body: big });
    expect(one.status).toBe(413);
    expect(one.body).toMatchObject({ error: 'body too large', fields: [{ field: 'note' }] });
    const many = new FormData();
    for (let i = 0; i < 101; i += 1) many.append(`f${i}`, 'x');
    expect((await post('/typed', { body: many })).status).toBe(413);
  });
});

describe('errors', () => {
  it('names the failing field with a zh-TW message', async () => {
    const res = await post('/typed', { headers: { 'content-type': 'application/json' }, body: '{"email":"nope"}' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual([{ field: 'email', message: expect.stringMatching(/[\u4e00-\u9fff]/) }]);
  });

  it('answers a business refusal with 409 and the numeric code', async () => {
    const res = await fetch(`${base}/conflict`);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ status: 'Error', error: 10, message: '點數不足，請先儲值。' });
  });

  it('gives a 5xx a reference id and never a stack trace', async () => {
    const res = await fetch(`${base}/boom`);
    const text = await res.text();
    expect(res.status).toBe(500);
    const body = JSON.parse(text) as Record<string, string>;
    expect(body.reference).toMatch(/\S+/);
    expect(body.message).toContain(body.reference);
    expect(text).not.toContain('secret internal detail');
    expect(text).not.toMatch(/at .*\.ts:\d+/);
  });

  it('answers an unknown path with a JSON 404', async () => {
    const res = await fetch(`${base}/nothing-here`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ status: 'Error', error: 'not found' });
  });
});
