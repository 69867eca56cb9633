import { beforeAll, describe, expect, it } from 'vitest';
import { QuoteStatus } from '../../../domain/bids/quote-status';
import { ErrorText } from '../../../domain/errors/codes';
import type { CreatedQuoteRequestResponse } from '../../../domain/requests/quote-request.types';
import { bidsOf, createConsumer, createProWithService, findPlace } from '../../test/factories';
import { ENGINES } from '../../test/harness';
import { type Consumer, fieldNames, type Pro, requestsSuite } from './requests.test-support';

describe.each(ENGINES)('managing requests on %s', (engine) => {
  const env = requestsSuite(engine, 'requests-manage');

  const { post, detail } = env;

  describe('POST /quote_requests/edit.json', () => {
    it('changes the details and the time and records an update', async () => {
      const owner = await createConsumer(env.server.db);
      const request = await post(owner);
      const res = await env.server.api('/quote_requests/edit.json', {
        method: 'POST',
        token: owner.token,
        json: { id: request.id, description: '改成下週三施工', when: { day_label: 'tomorrow', day_slots: [4] } },
      });
      expect(res.status).toBe(200);
      expect(res.body.quote_request).toMatchObject({ id: request.id, description: '改成下週三施工', when: { day_label: 'tomorrow', day_slots: [4] } });
      const after = await detail(owner.token, request.id);
      expect(after.description).toBe('改成下週三施工');
      expect(after.activities.map((a) => a.type)).toEqual(expect.arrayContaining(['create', 'update']));
      // The form's answers stay as they were.
      expect(after.QuoteFormSubmissionField).toEqual(request.QuoteFormSubmissionField);
    });

    it('takes quote_request_id as a form field too', async () => {
      const owner = await createConsumer(env.server.db);
      const request = await post(owner);
      const res = await env.server.api('/quote_requests/edit.json', {
        method: 'POST',
        token: owner.token,
        form: { quote_request_id: String(request.id), description: '表單送來的修改' },
      });
      expect(res.status).toBe(200);
      expect((await detail(owner.token, request.id)).description).toBe('表單送來的修改');
    });

    it('answers 404 for another user and leaves the request alone', async () => {
      const owner = await createConsumer(env.server.db);
      const request = await post(owner, { description: '原本的說明' });
      const stranger = await createConsumer(env.server.db);
      const res = await env.server.api('/quote_requests/edit.json', { method: 'POST', token: stranger.token, json: { id: request.id, description: '偷改' } });
      expect(res.status).toBe(404);
      expect((await detail(owner.token, request.id)).description).toBe('原本的說明');
    });

    it('refuses a closed request with 409', async () => {
      const owner = await createConsumer(env.server.db);
      const request = await post(owner);
      await env.server.api(`/quote_requests/change_status/close/${request.id}.json`, { method: 'POST', token: owner.token });
      const res = await env.server.api('/quote_requests/edit.json', { method: 'POST', token: owner.token, json: { id: request.id, description: '太晚了' } });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ status: 'Error', error: ErrorText.RequestClosed });
      expect(res.body.message).toMatch(/關閉/);
    });

    it.each([
      ['id', {}],
      ['id', { id: 'abc', description: 'x' }],
      ['description', { id: 1 }],
      ['description', { id: 1, description: '長'.repeat(2001) }],
      ['when.day_label', { id: 1, when: { day_label: 'someday', day_slots: [1] } }],
    ])('names %s when the body is %o', async (name, json) => {
      const owner = await createConsumer(env.server.db);
      const res = await env.server.api('/quote_requests/edit.json', { method: 'POST', token: owner.token, json });
      expect(res.status).toBe(400);
      expect(fieldNames(res.body).some((f) => f.replace(/\[(\w+)\]/g, '.$1').startsWith(name))).toBe(true);
      expect(typeof res.body.message).toBe('string');
    });

    it('refuses a guest with 403 before looking at the body', async () => {
      const res = await env.server.api('/quote_requests/edit.json', { method: 'POST', json: {} });
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('invalid token');
    });
  });

  describe('POST /quote_requests/change_status/{close|archive}/{id}.json', () => {
    it('closes a request, and closing again changes nothing', async () => {
      const owner = await createConsumer(env.server.db);
      const request = await post(owner);
      const res = await env.server.api(`/quote_requests/change_status/close/${request.id}.json`, { method: 'POST', token: owner.token });
      expect(res.status).toBe(200);
      expect(res.body.quote_request).toMatchObject({ id: request.id, is_closed: 1, is_archived: 0 });
      const again = await env.server.api(`/quote_requests/change_status/close/${request.id}.json`, { method: 'POST', token: owner.token });
      expect(again.status).toBe(200);
      const after = await detail(owner.token, request.id);
      expect(after.is_closed).toBe(1);
      expect(after.activities.filter((a) => a.type === 'update')).toHaveLength(1);
    });

    it('archives a request and records it on the timeline', async () => {
      const owner = await createConsumer(env.server.db);
      const request = await post(owner);
      const res = await env.server.api(`/quote_requests/change_status/archive/${request.id}.json`, { method: 'POST', token: owner.token });
      expect(res.status).toBe(200);
      expect(res.body.quote_request).toMatchObject({ is_archived: 1 });
      expect((await detail(owner.token, request.id)).activities.map((a) => a.type)).toContain('archive');
    });

    it('answers 404 for another user, an unknown action and an id that is not a number', async () => {
      const owner = await createConsumer(env.server.db);
      const request = await post(owner);
      const stranger = await createConsumer(env.server.db);
      const other = await env.server.api(`/quote_requests/change_status/close/${request.id}.json`, { method: 'POST', token: stranger.token });
      expect(other.status).toBe(404);
      const action = await env.server.api(`/quote_requests/change_status/delete/${request.id}.json`, { method: 'POST', token: owner.token });
      expect(action.status).toBe(404);
      const id = await env.server.api('/quote_requests/change_status/close/abc.json', { method: 'POST', token: owner.token });
      expect(id.status).toBe(404);
      expect((await detail(owner.token, request.id)).is_closed).toBe(0);
    });

    it('refuses a guest with 403', async () => {
      const res = await env.server.api('/quote_requests/change_status/close/1.json', { method: 'POST' });
      expect(res.status).toBe(403);
    });
  });

  describe('POST /quote_requests/copy/{id}.json', () => {
    let owner: Consumer;
    let pro: Pro;

    beforeAll(async () => {
      owner = await createConsumer(env.server.db);
      const place = await findPlace(env.server.db, '新竹市', '東區');
      pro = await createProWithService(env.server.db, { categoryIds: [env.aircon.id], areas: [{ cityId: place.cityId, districtId: place.districtId }] });
    });

    it('reopens a closed request as a new one, matched again, with the same answers', async () => {
      const first = await post(owner, { city: '新竹市', district: '東區', description: '再找一次師傅' });
      expect((await bidsOf(env.server.db, first.id)).map((b) => b.user_id)).toEqual([pro.user.id]);
      await env.server.api(`/quote_requests/change_status/close/${first.id}.json`, { method: 'POST', token: owner.token });

      const res = await env.server.api(`/quote_requests/copy/${first.id}.json`, { method: 'POST', token: owner.token });
      expect(res.status).toBe(200);
      const copy = res.body.quote_request as CreatedQuoteRequestResponse;
      expect(copy.id).toBeGreaterThan(first.id);
      expect(copy).toMatchObject({
        recommend_source: 'copy',
        is_closed: 0,
        is_archived: 0,
        description: '再找一次師傅',
        city: { name: '新竹市' },
        district: { name: '東區' },
        QuoteCategory: { id: env.aircon.id },
      });
      expect(copy.hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(copy.fields.map((f) => [f.quote_form_field_id, f.value])).toEqual(first.fields.map((f) => [f.quote_form_field_id, f.value]));
      expect(copy.QuoteBid.map((b) => [b.Provider.id, b.quote_status_id])).toEqual([[pro.user.id, QuoteStatus.Send]]);
      expect(copy.activities.map((a) => a.type)).toContain('create');
      const stored = await env.server.db.selectFrom('quote_requests').select('copied_from_id').where('id', '=', copy.id).executeTakeFirstOrThrow();
      expect(stored.copied_from_id).toBe(first.id);
      // The first request stays closed; both are in the list.
      expect((await detail(owner.token, first.id)).is_closed).toBe(1);
      const list = await env.server.api('/quote_requests/index/page:1.json', { token: owner.token });
      expect((list.body.quote_requests as { id: number }[]).map((r) => r.id).slice(0, 2)).toEqual([copy.id, first.id]);
    });

    it('answers 404 for another user and makes nothing', async () => {
      const first = await post(owner, { city: '新竹市', district: '東區' });
      const stranger = await createConsumer(env.server.db);
      const res = await env.server.api(`/quote_requests/copy/${first.id}.json`, { method: 'POST', token: stranger.token });
      expect(res.status).toBe(404);
      const made = await env.server.db.selectFrom('quote_requests').select('id').where('user_id', '=', stranger.user.id).execute();
      expect(made).toHaveLength(0);
    });

    it('refuses a guest with 403', async () => {
      const res = await env.server.api('/quote_requests/copy/1.json', { method: 'POST' });
      expect(res.status).toBe(403);
    });
  });
});
