import { describe, expect, it } from 'vitest';
import type { InvoiceSettings } from '../../../domain/invoices/invoice-settings';
import { EINVOICE_OFF_NOTE, type PurchaseEinvoice } from '../../../domain/invoices/einvoice';
import { OPERATOR_ROLES, operatorMay } from '../../../domain/ops/operator-roles';
import { FixedClock } from '../../adapters/clock';
import { readOutbox } from '../../adapters/messaging/outbox';
import { dataCipherOf } from '../../lib/data-encryption';
import { createSignedInUser } from '../../test/factories';
import { ENGINES, useTestServer } from '../../test/harness';
import { saveInvoiceSettings } from '../invoices/invoice.repository';
import { createSignedInOperator } from '../ops/ops.test-support';
import { CARDS, newKey, samplePrime } from '../payments/cards/cards.test-support';
import { einvoiceSandboxOf } from './einvoice.gateway';
import { queueRefundInvoice } from './einvoice.repository';

const NONE: InvoiceSettings = { carrier_type: 'member', carrier: null, donation_code: null, unified_number: null, title: null };
const MINUTE = 60_000;

describe.each(ENGINES)('e-invoices of credit purchases against the local ECPay e-invoice fake on %s', (engine) => {
  const clock = new FixedClock('2026-11-27T04:00:00Z');
  const server = useTestServer(engine, { clock, env: { EINVOICE_PROVIDER: 'sandbox' } });
  const fake = () => einvoiceSandboxOf(server.app)!;
  const runJob = async (at = clock.now()) => expect(await server.app.jobs.runOnce('issue-einvoices', at)).toBe('ran');

  async function buy(settings: InvoiceSettings | null, amount = 1000) {
    const { user, token } = await createSignedInUser(server.db);
    if (settings) await saveInvoiceSettings(server.db, user.id, settings, dataCipherOf(server.config));
    const res = await server.api('/new/v1/tap_pay/pay_by_prime.json', { method: 'POST', token, json: { prime: await samplePrime(server, CARDS.visa), amount, idempotency_key: newKey() } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const purchase = res.body.purchase as { id: number; order_number: string };
    return { user, token, purchase };
  }
  const view = async (token: string, id: number) => (await server.api(`/purchases/view/${id}.json`, { token })).body.purchase as { einvoice: PurchaseEinvoice | null };
  const refund = (cookie: string, id: number) => server.api(`/ops/purchases/refund/${id}.json`, { method: 'POST', json: { reason: '顧客要求退款' }, cookie });

  it.each([
    ['member carrier', null, { CarrierType: '1', CarrierNum: '', Donation: '0', CustomerIdentifier: '' }],
    ['mobile barcode', { ...NONE, carrier_type: 'mobile', carrier: '/ABC+123' }, { CarrierType: '3', CarrierNum: '/ABC+123' }],
    ['citizen certificate', { ...NONE, carrier_type: 'certificate', carrier: 'AB12345678901234' }, { CarrierType: '2', CarrierNum: 'AB12345678901234' }],
    ['donation', { ...NONE, carrier_type: 'donation', donation_code: '919' }, { CarrierType: '', Donation: '1', LoveCode: '919' }],
    ['company', { ...NONE, carrier_type: 'company', unified_number: '04595257', title: '好幫手股份有限公司' }, { CustomerIdentifier: '04595257', CustomerName: '好幫手股份有限公司', CarrierType: '1' }],
  ] as const)('a card purchase with the %s issues one invoice with that carrier, shown on the purchase and mailed', async (_name, settings, fields) => {
    const { user, token, purchase } = await buy(settings as InvoiceSettings | null);
    expect((await view(token, purchase.id)).einvoice).toMatchObject({ status: 'pending', invoice_number: null });
    await runJob();
    const issued = fake().byRelateNumber(purchase.order_number)!;
    expect(issued.data).toMatchObject({ ...fields, SalesAmount: 1000, TaxType: '1', CustomerEmail: user.email });
    const einvoice = (await view(token, purchase.id)).einvoice!;
    expect(einvoice).toMatchObject({ status: 'issued', status_text: '電子發票已開立', invoice_number: issued.invoiceNumber, invoice_date: '2026-11-27 04:00:00', note: null });
    expect(einvoice.random_number).toMatch(/^\d{4}$/);
    const [mail] = await readOutbox(server.db, user.email!);
    expect(mail!.subject).toBe(`電子發票開立通知 ${issued.invoiceNumber}`);
    expect(mail!.body).toContain(`隨機碼：${einvoice.random_number}`);
    // Once: the next sweep issues nothing more.
    await runJob();
    expect([...fake().invoices.values()].filter((i) => i.relateNumber === purchase.order_number)).toHaveLength(1);
  });

  it('a full refund within the invoice period voids the invoice', async () => {
    const { cookie } = await createSignedInOperator(server, clock, 'finance');
    const { token, purchase } = await buy(null, 500);
    await runJob();
    expect((await refund(cookie, purchase.id)).status).toBe(200);
    await runJob();
    const invoice = fake().byRelateNumber(purchase.order_number)!;
    expect(invoice.voided).toBe(true);
    expect((await view(token, purchase.id)).einvoice).toMatchObject({ status: 'voided', status_text: '電子發票已作廢', invoice_number: invoice.invoiceNumber });
  });

  it('a full refund after the invoice period issues an allowance for the whole amount', async () => {
    const { cookie } = await createSignedInOperator(server, clock, 'finance');
    const { token, purchase } = await buy(null, 800);
    await runJob();
    // Issued in September: its period (September-October) has closed.
    const september = new Date('2026-09-15T04:00:00Z');
    await server.db.updateTable('einvoices').set({ invoice_date: september }).where('credit_purchase_id', '=', purchase.id).execute();
    fake().byRelateNumber(purchase.order_number)!.issuedAt = september;
    expect((await refund(cookie, purchase.id)).status).toBe(200);
    await runJob();
    const invoice = fake().byRelateNumber(purchase.order_number)!;
    expect(invoice.voided).toBe(false);
    expect(invoice.allowances).toEqual([expect.objectContaining({ amount: 800 })]);
    expect((await view(token, purchase.id)).einvoice).toMatchObject({ status: 'issued', allowance_amount: 800 });
  });

  it('a partial refund issues an allowance (折讓) for the refunded amount; the invoice stays issued', async () => {
    const { token, purchase } = await buy(null, 1000);
    await runJob();
    await server.db.transaction().execute((trx) => queueRefundInvoice(trx, { creditPurchaseId: purchase.id, amount: 300, reason: '部分退款', now: clock.now() }));
    await runJob();
    const invoice = fake().byRelateNumber(purchase.order_number)!;
    expect(invoice).toMatchObject({ voided: false, allowances: [expect.objectContaining({ amount: 300 })] });
    expect((await view(token, purchase.id)).einvoice).toMatchObject({ status: 'issued', allowance_amount: 300 });
  });

  it('a purchase refunded before its invoice was issued gets none', async () => {
    const { cookie } = await createSignedInOperator(server, clock, 'finance');
    const { token, purchase } = await buy(null, 300);
    expect((await refund(cookie, purchase.id)).status).toBe(200);
    await runJob();
    expect(fake().byRelateNumber(purchase.order_number)).toBeUndefined();
    expect((await view(token, purchase.id)).einvoice).toMatchObject({ status: 'cancelled', invoice_number: null });
  });

  it('a provider outage fails the issue, lists it for operators with read_finance, and the job issues it on a later run', async () => {
    const { token, purchase } = await buy(null, 600);
    fake().outages = 1;
    await runJob();
    expect((await view(token, purchase.id)).einvoice).toMatchObject({ status: 'pending' });
    const failure = { action: 'issue', credit_purchase_id: purchase.id, relate_number: purchase.order_number, amount: 600, attempts: 1 };
    for (const role of OPERATOR_ROLES) {
      const { cookie } = await createSignedInOperator(server, clock, role);
      const res = await server.api('/ops/einvoices/failures/page:1.json', { cookie });
      if (!operatorMay(role, 'read_finance')) {
        expect(res.status).toBe(403);
        continue;
      }
      expect(res.status).toBe(200);
      expect(res.body.failures).toEqual(expect.arrayContaining([expect.objectContaining({ ...failure, last_error: expect.stringContaining('503') })]));
    }
    const { token: userToken } = await createSignedInUser(server.db);
    expect((await server.api('/ops/einvoices/failures/page:1.json', { token: userToken })).status).toBe(403);
    // Not due before its retry time; issued at it.
    await runJob(new Date(clock.now().getTime() + 10_000));
    expect((await view(token, purchase.id)).einvoice).toMatchObject({ status: 'pending' });
    await runJob(new Date(clock.now().getTime() + MINUTE));
    expect((await view(token, purchase.id)).einvoice).toMatchObject({ status: 'issued' });
    const { cookie } = await createSignedInOperator(server, clock, 'finance');
    const after = await server.api('/ops/einvoices/failures/page:1.json', { cookie });
    expect((after.body.failures as { credit_purchase_id: number }[]).some((f) => f.credit_purchase_id === purchase.id)).toBe(false);
  });

  it('an operator with read_finance retries a failure at the next run, audited; nothing failing is 409', async () => {
    const { token, purchase } = await buy(null, 700);
    fake().outages = 1;
    await runJob();
    const { cookie } = await createSignedInOperator(server, clock, 'finance');
    const failures = (await server.api('/ops/einvoices/failures/page:1.json', { cookie })).body.failures as { einvoice_id: number; credit_purchase_id: number; next_attempt_at: string | null }[];
    const failure = failures.find((f) => f.credit_purchase_id === purchase.id)!;
    expect(failure.next_attempt_at).not.toBeNull();
    for (const role of OPERATOR_ROLES.filter((r) => !operatorMay(r, 'read_finance'))) {
      const other = await createSignedInOperator(server, clock, role);
      expect((await server.api(`/ops/einvoices/retry/${failure.einvoice_id}.json`, { method: 'POST', cookie: other.cookie })).status).toBe(403);
    }
    expect((await server.api(`/ops/einvoices/retry/${failure.einvoice_id}.json`, { method: 'POST', token })).status).toBe(403);
    const retried = await server.api(`/ops/einvoices/retry/${failure.einvoice_id}.json`, { method: 'POST', cookie });
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    expect(retried.body).toMatchObject({ einvoice_id: failure.einvoice_id, retry: true });
    const audit = await server.db.selectFrom('operator_audit').select(['action', 'target_type']).where('target_id', '=', String(failure.einvoice_id)).where('target_type', '=', 'einvoice').execute();
    expect(audit).toEqual([{ action: 'einvoice_retry', target_type: 'einvoice' }]);
    // Due now: the job's next run (before the waiting time) issues it.
    await runJob(new Date(clock.now().getTime() + 1_000));
    expect((await view(token, purchase.id)).einvoice).toMatchObject({ status: 'issued' });
    expect((await server.api(`/ops/einvoices/retry/${failure.einvoice_id}.json`, { method: 'POST', cookie })).status).toBe(409);
    expect((await server.api('/ops/einvoices/retry/2000000000.json', { method: 'POST', cookie })).status).toBe(404);
  });
});

describe.each(ENGINES)('e-invoices with no provider configured on %s', (engine) => {
  const server = useTestServer(engine);

  it('issues nothing and puts a zh-TW note on the purchase', async () => {
    const { token } = await createSignedInUser(server.db);
    const res = await server.api('/new/v1/tap_pay/pay_by_prime.json', { method: 'POST', token, json: { prime: await samplePrime(server, CARDS.visa), amount: 500, idempotency_key: newKey() } });
    const id = (res.body.purchase as { id: number }).id;
    expect(await server.app.jobs.runOnce('issue-einvoices')).toBe('ran');
    const purchase = (await server.api(`/purchases/view/${id}.json`, { token })).body.purchase as { einvoice: PurchaseEinvoice };
    expect(purchase.einvoice).toMatchObject({ status: 'off', status_text: '未開立電子發票', invoice_number: null, note: EINVOICE_OFF_NOTE });
    expect(einvoiceSandboxOf(server.app)).toBeUndefined();
  });
});
