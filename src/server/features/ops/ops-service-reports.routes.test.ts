import { beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_ROLES, type OperatorRole, operatorMay } from '../../../domain/ops/operator-roles';
import type { OpsServiceReport } from '../../../domain/ops/service-reports.contract';
import { toUtcString } from '../../../domain/time/datetime';
import { FixedClock } from '../../adapters/clock';
import { readOutbox } from '../../adapters/messaging/outbox';
import { createConsumer, createProWithService, createSignedInUser, findCategory } from '../../test/factories';
import { ENGINES, useTestServer } from '../../test/harness';
import { opsQueueFixture } from './ops.test-support';

const HIDE_REASON = '這項服務收到多位顧客檢舉可疑的收費方式，已暫時隱藏。';

describe.each(ENGINES)('the console service reports queue on %s', (engine) => {
  const clock = new FixedClock('2026-11-27T04:00:00Z');
  const server = useTestServer(engine, { clock });
  const queue = opsQueueFixture(() => server, clock, 'service_reports');
  beforeAll(() => queue.signIn());

  /** A public service and a report on it, filed through the public call. */
  async function reported(reason = 'scam') {
    const category = await findCategory(server.db, 'aircon-installation');
    const pro = await createProWithService(server.db, { categoryIds: [category.id] });
    const consumer = await createConsumer(server.db);
    const res = await server.api(`/new/v1/services/report/${pro.service.id}.json`, { method: 'POST', token: consumer.token, json: { reason, text: '先收訂金就失聯' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return { pro, consumer, id: res.body.id as number };
  }
  const reportOf = (res: { body: Record<string, unknown> }) => res.body.service_report as OpsServiceReport;
  const profile = (serviceId: number) => server.api(`/quote_services/view/${serviceId}.json`);
  const hiddenAt = async (serviceId: number) =>
    (await server.db.selectFrom('quote_services').select(['hidden_at', 'hidden_reason']).where('id', '=', serviceId).executeTakeFirstOrThrow()).hidden_reason;

  it('is for trust & safety and admin only', () => {
    expect(OPERATOR_ROLES.filter((role) => operatorMay(role, 'moderate_users'))).toEqual(['trust_safety', 'admin']);
  });

  describe.each(OPERATOR_ROLES)('as %s', (role: OperatorRole) => {
    const allowed = operatorMay(role, 'moderate_users');
    it(allowed ? 'lists, views, dismisses, hides and unhides, each audited' : 'is refused 403 on every call, and nothing changes', async () => {
      const a = await reported();
      const b = await reported();
      const status = allowed ? 200 : 403;
      expect((await queue.call(role, 'index/page:1.json')).status).toBe(status);
      expect((await queue.call(role, `view/${a.id}.json`)).status).toBe(status);

      const dismissed = await queue.call(role, `dismiss/${a.id}.json`, { reason: '檢舉內容查無實據' });
      expect(dismissed.status, JSON.stringify(dismissed.body)).toBe(status);
      const hidden = await queue.call(role, `hide/${b.id}.json`, { reason: HIDE_REASON });
      expect(hidden.status, JSON.stringify(hidden.body)).toBe(status);
      if (!allowed) {
        expect(dismissed.body).toMatchObject({ status: 'Error', error: 'forbidden' });
        expect((await queue.call(role, `unhide/${b.id}.json`, { reason: '已更正' })).status).toBe(403);
        const rows = await server.db.selectFrom('service_reports').select('status').where('id', 'in', [a.id, b.id]).execute();
        expect(rows.map((r) => r.status)).toEqual(['open', 'open']);
        expect(await hiddenAt(b.pro.service.id)).toBeNull();
        expect(await queue.auditOf('service_report', a.id)).toEqual([]);
        expect(await queue.auditOf('quote_service', b.pro.service.id)).toEqual([]);
        return;
      }
      expect(reportOf(dismissed)).toMatchObject({ status: 'dismissed', decision_reason: '檢舉內容查無實據' });
      expect(await queue.auditOf('service_report', a.id)).toEqual([
        { action: 'service_report_dismiss', target_type: 'service_report', before: { status: 'open' }, after: { status: 'dismissed', quote_service_id: a.pro.service.id }, reason: '檢舉內容查無實據' },
      ]);
      expect((await profile(a.pro.service.id)).status).toBe(200);

      expect(reportOf(hidden)).toMatchObject({ status: 'hidden', service: { id: b.pro.service.id, hidden: { reason: HIDE_REASON }, open_reports: 0 } });
      expect((await profile(b.pro.service.id)).status).toBe(404);
      const mail = await readOutbox(server.db, b.pro.user.email!);
      expect(mail.at(-1)).toMatchObject({ channel: 'email', subject: expect.stringContaining('已被平台隱藏'), body: expect.stringContaining(HIDE_REASON) });
      // the pro sees it in his dashboard
      const mine = await server.api(`/quote_services/edit/${b.pro.service.id}.json`, { token: b.pro.token });
      expect((mine.body.quote_service as { QuoteService: { platform_hidden: unknown } }).QuoteService.platform_hidden).toMatchObject({ reason: HIDE_REASON });

      const shown = await queue.call(role, `unhide/${b.id}.json`, { reason: '專家已更正收費說明' });
      expect(shown.status, JSON.stringify(shown.body)).toBe(200);
      expect(reportOf(shown).service.hidden).toBeNull();
      expect((await profile(b.pro.service.id)).status).toBe(200);
      const audit = await queue.auditOf('quote_service', b.pro.service.id);
      expect(audit).toEqual([
        {
          action: 'service_hide',
          target_type: 'quote_service',
          before: { hidden_at: null, hidden_reason: null },
          after: { hidden_at: toUtcString(clock.now()), hidden_reason: HIDE_REASON, service_report_ids: [b.id] },
          reason: HIDE_REASON,
        },
        expect.objectContaining({ action: 'service_unhide', after: { hidden_at: null, hidden_reason: null, service_report_id: b.id }, reason: '專家已更正收費說明' }),
      ]);
      expect(audit[1]!.before).toMatchObject({ hidden_reason: HIDE_REASON });
    });
  });

  it('answers 403 to a guest and marketplace sessions', async () => {
    const { id, pro } = await reported();
    const member = await createSignedInUser(server.db);
    for (const who of [{}, { token: pro.token }, { token: member.token }]) {
      for (const [path, method] of [
        ['/ops/service_reports/index/page:1.json', 'GET'],
        [`/ops/service_reports/view/${id}.json`, 'GET'],
        [`/ops/service_reports/dismiss/${id}.json`, 'POST'],
        [`/ops/service_reports/hide/${id}.json`, 'POST'],
        [`/ops/service_reports/unhide/${id}.json`, 'POST'],
      ] as const) {
        const res = await server.api(path, { method, ...who, ...(method === 'POST' ? { json: { reason: '自己處理' } } : {}) });
        expect(res.status, `${method} ${path}`).toBe(403);
      }
    }
    expect(await hiddenAt(pro.service.id)).toBeNull();
  });

  it('hiding closes every open report on the service; a decided report cannot be decided again', async () => {
    const first = await reported('fake');
    const other = await createConsumer(server.db);
    const second = await server.api(`/new/v1/services/report/${first.pro.service.id}.json`, { method: 'POST', token: other.token, json: { reason: 'offensive' } });
    const secondId = second.body.id as number;
    expect(reportOf(await queue.call('admin', `view/${first.id}.json`)).service.open_reports).toBe(2);
    expect((await queue.call('admin', `hide/${first.id}.json`, { reason: HIDE_REASON })).status).toBe(200);
    expect(reportOf(await queue.call('admin', `view/${secondId}.json`)).status).toBe('hidden');
    expect((await queue.call('admin', `dismiss/${secondId}.json`, { reason: '重複' })).status).toBe(409);
    expect((await queue.call('admin', `hide/${first.id}.json`, { reason: HIDE_REASON })).status).toBe(409);
    expect((await queue.call('admin', 'view/999999999.json')).status).toBe(404);
    expect((await queue.call('admin', `hide/${first.id}.json`, { reason: '   ' })).status).toBe(400);
    // a hidden service takes no new reports
    expect((await server.api(`/new/v1/services/report/${first.pro.service.id}.json`, { method: 'POST', token: other.token, json: { reason: 'fake' } })).status).toBe(404);
  });

  it('filters by status and reason, pages, counts and assigns like the other queues', async () => {
    const a = await reported('off_platform');
    const ids = (res: { body: Record<string, unknown> }) => (res.body.service_reports as OpsServiceReport[]).map((r) => r.id);
    const open = await queue.call('trust_safety', 'index/page:1.json?reason=off_platform');
    expect(open.status).toBe(200);
    expect(ids(open)).toContain(a.id);
    expect(ids(await queue.call('trust_safety', 'index/page:1.json?reason=fake'))).not.toContain(a.id);
    expect((await queue.call('trust_safety', 'index/page:1.json?status=nope')).status).toBe(400);

    const overview = async () => ((await server.api('/ops/queues.json', { cookie: queue.cookieOf('trust_safety') })).body.queues as { id: string; open: number; mine: number }[]).find((q) => q.id === 'service_reports');
    const before = await overview();
    expect(before?.open).toBeGreaterThan(0);
    const assigned = await server.api(`/ops/queues/service_reports/assign/${a.id}.json`, { method: 'POST', json: {}, cookie: queue.cookieOf('trust_safety') });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    expect((await overview())?.mine).toBe((before?.mine ?? 0) + 1);
    expect(ids(await queue.call('trust_safety', 'index/page:1.json?assigned=mine'))).toEqual([a.id]);
    expect(reportOf(await queue.call('trust_safety', `view/${a.id}.json`)).assignment).not.toBeNull();
    expect(await queue.auditOf('service_report', a.id)).toEqual([expect.objectContaining({ action: 'queue_assign' })]);

    expect((await queue.call('trust_safety', `dismiss/${a.id}.json`, { reason: '查無實據' })).status).toBe(200);
    expect(ids(await queue.call('trust_safety', 'index/page:1.json?status=dismissed'))).toContain(a.id);
    expect((await server.api(`/ops/queues/service_reports/assign/${a.id}.json`, { method: 'POST', json: {}, cookie: queue.cookieOf('trust_safety') })).status).toBe(409);
  });
});
