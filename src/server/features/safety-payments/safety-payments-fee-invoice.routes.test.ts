import { beforeAll, describe, expect, it } from 'vitest';
import { ChargeApplicationStatus } from '../../../domain/charge-applications/charge-application-status';
import type { SafetyPayment } from '../../../domain/safety-payments/safety-payments.contract';
import { FixedClock } from '../../adapters/clock';
import { dataCipherOf } from '../../lib/data-encryption';
import { createConsumer, createHiredBid, createProWithService, findCategory, findPlace } from '../../test/factories';
import { ENGINES, useTestServer } from '../../test/harness';
import { insertApplication } from '../charge-applications/charge-applications.repository';
import { einvoiceSandboxOf } from '../einvoices';
import { postEscrow } from './escrow-ledger';
import { feeRelateNumber, queueFeeInvoice } from './safety-payments-fee-invoice';
import { seedPayment } from './safety-payments.test-support';

const BASE = '/new/v1/third_party_payments';

describe.each(ENGINES)('e-invoices of safety payment fees against the local ECPay e-invoice fake on %s', (engine) => {
  const clock = new FixedClock('2026-11-27T04:00:00Z');
  const server = useTestServer(engine, {
    clock,
    env: { EINVOICE_PROVIDER: 'sandbox', SAFETY_PAYMENT_FEE_PERCENT: '3', SAFETY_PAYMENT_FEE_MIN: '50', JOBS_ENABLED: '0' },
    mayReceivePayments: async () => true,
  });
  const fake = () => einvoiceSandboxOf(server.app)!;
  const runJob = async () => expect(await server.app.jobs.runOnce('issue-einvoices', clock.now())).toBe('ran');
  type Pro = Awaited<ReturnType<typeof createProWithService>>;
  let category: Awaited<ReturnType<typeof findCategory>>;
  let place: Awaited<ReturnType<typeof findPlace>>;

  beforeAll(async () => {
    category = await findCategory(server.db, 'aircon-installation');
    place = await findPlace(server.db, '臺北市', '大安區');
  });

  const newPro = () => createProWithService(server.db, { categoryIds: [category.id], areas: [{ cityId: place.cityId, districtId: null }] });
  /** A paid payment to `pro` on a new hired bid, held in trust. */
  const held = async (pro: Pro, amount: number, milestones: number[] = []) => {
    const consumer = await createConsumer(server.db);
    const { bidId } = await createHiredBid(server.db, pro, { categoryId: category.id, place, consumer });
    const payment = await seedPayment(server.db, bidId, { amount, state: 'held', milestones });
    await server.db.transaction().execute((trx) => postEscrow(trx, { posting: { kind: 'payment_received', paymentId: payment.id, amount }, reference: 'paid' }));
    const ms = await server.db.selectFrom('third_party_payment_milestones').select(['id', 'amount']).where('third_party_payment_id', '=', payment.id).orderBy('position').execute();
    return { consumer, payment, milestones: ms };
  };
  const approve = (token: string | undefined, pid: string, json: Record<string, unknown> = {}) =>
    server.api(`${BASE}/change_status/approve_export_instruct/${pid}.json`, { method: 'POST', token, json });
  const invoicesOf = (paymentId: number) => server.db.selectFrom('einvoices').selectAll().where('third_party_payment_id', '=', paymentId).orderBy('id').execute();
  const viewAs = async (token: string | undefined, pid: string) => (await server.api(`${BASE}/view/${pid}.json`, { token })).body.third_party_payment as SafetyPayment;

  it('each release with a fee queues one B2C invoice to the pro, issued by the job and shown to the pro only', async () => {
    const pro = await newPro();
    const { consumer, payment, milestones } = await held(pro, 12_000, [4000, 8000]);
    expect((await approve(consumer.token, payment.pid, { milestone_id: milestones[0]!.id })).status).toBe(200);
    // Written in the release's transaction, waiting for the job.
    let rows = await invoicesOf(payment.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user_id: pro.user.id, relate_number: feeRelateNumber(payment.id, 0), amount: 120, status: 'pending', credit_purchase_id: null });
    expect(rows[0]!.buyer).toMatchObject({ carrier_type: 'member', unified_number: null });
    expect((await approve(consumer.token, payment.pid)).status).toBe(200);
    rows = await invoicesOf(payment.id);
    expect(rows.map((r) => [r.relate_number, r.amount])).toEqual([
      [feeRelateNumber(payment.id, 0), 120],
      [feeRelateNumber(payment.id, 4000), 240],
    ]);

    const before = await viewAs(pro.token, payment.pid);
    expect(before.fee_invoices.map((i) => [i.amount, i.status, i.invoice_number])).toEqual([
      [120, 'pending', null],
      [240, 'pending', null],
    ]);
    await runJob();
    const issued = fake().byRelateNumber(feeRelateNumber(payment.id, 0))!;
    expect(issued.data).toMatchObject({ CarrierType: '1', CustomerIdentifier: '', SalesAmount: 120, TaxType: '1', CustomerEmail: pro.user.email });
    const seen = await viewAs(pro.token, payment.pid);
    expect(seen.fee_invoices[0]).toMatchObject({ amount: 120, status: 'issued', invoice_number: issued.invoiceNumber, invoice_date: '2026-11-27 04:00:00' });
    expect(seen.fee_invoices[0]!.random_number).toMatch(/^\d{4}$/);
    // The consumer paid the amount, not the fee: he sees no fee invoice.
    expect((await viewAs(consumer.token, payment.pid)).fee_invoices).toEqual([]);
    // Issued once: another sweep sends nothing more.
    await runJob();
    expect([...fake().invoices.values()].filter((i) => i.relateNumber.startsWith(`SPF${payment.id}A`))).toHaveLength(2);
  });

  it('a company pro with an approved charge application gets a B2B invoice on its 統一編號', async () => {
    const pro = await newPro();
    const cipher = dataCipherOf(server.config);
    const applicationId = await server.db.transaction().execute((trx) =>
      insertApplication(trx, cipher, pro.user.id, {
        type: 'company',
        identity_number: '04595257',
        company_name: '好師傅清潔有限公司',
        bank_code: '012',
        bank_branch: '0012',
        bank_account: '00012345678901',
        holder_name: '好師傅清潔有限公司',
      }),
    );
    await server.db.updateTable('charge_applications').set({ status: ChargeApplicationStatus.Approved }).where('id', '=', applicationId).execute();
    const { consumer, payment } = await held(pro, 5000);
    expect((await approve(consumer.token, payment.pid)).status).toBe(200);
    const [row] = await invoicesOf(payment.id);
    expect(row).toMatchObject({ amount: 150, status: 'pending' });
    expect(row!.buyer).toMatchObject({ carrier_type: 'company', unified_number: '04****57', title: '好師傅清潔有限公司' });
    await runJob();
    expect(fake().byRelateNumber(row!.relate_number)!.data).toMatchObject({ CustomerIdentifier: '04595257', CustomerName: '好師傅清潔有限公司', SalesAmount: 150 });
    expect((await invoicesOf(payment.id))[0]).toMatchObject({ status: 'issued' });
  });

  it('a release whose fee is 0 issues no invoice', async () => {
    const pro = await newPro();
    // The minimum (NT$50) is taken on the first NT$1,000; 3% of NT$1,600 is still under it, so the second release takes no fee.
    const { consumer, payment, milestones } = await held(pro, 1600, [1000, 600]);
    expect((await approve(consumer.token, payment.pid, { milestone_id: milestones[0]!.id })).status).toBe(200);
    expect((await approve(consumer.token, payment.pid, { milestone_id: milestones[1]!.id })).status).toBe(200);
    const row = await server.db.selectFrom('third_party_payments').select(['fee_taken', 'released_amount']).where('id', '=', payment.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ fee_taken: 50, released_amount: 1600 });
    expect((await invoicesOf(payment.id)).map((r) => r.amount)).toEqual([50]);
  });

  it('two releases of the payment racing issue one invoice, and the same fee queued twice is one sale', async () => {
    const pro = await newPro();
    const { consumer, payment } = await held(pro, 3000);
    const answers = await Promise.all([approve(consumer.token, payment.pid), approve(consumer.token, payment.pid)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await invoicesOf(payment.id)).toHaveLength(1);
    const cipher = dataCipherOf(server.config);
    await server.db.transaction().execute((trx) => queueFeeInvoice(trx, cipher, { paymentId: payment.id, proUserId: pro.user.id, releasedBefore: 0, amount: 90 }));
    expect((await invoicesOf(payment.id)).map((r) => r.amount)).toEqual([90]);
  });
});
