import type { Kysely } from 'kysely';
import { ChargeApplicationStatus } from '../../../domain/charge-applications/charge-application-status';
import { maskBusinessNumber } from '../../../domain/invoices/business-number';
import type { Database, EinvoiceBuyer } from '../../db/schema';
import type { DataCipher } from '../../lib/data-encryption';
import { chargeApplicationsRepository } from '../charge-applications';
import { queueSale } from '../einvoices';
import { INVOICE_NUMBER_CONTEXT } from '../invoices';

type Db = Kysely<Database>;

/**
 * Our number of a fee's sale at the e-invoice provider: the payment and what was released before
 * this release (the escrow posting's own reference), so each release's fee is one sale and two
 * releases racing never make two (at most 30 letters and digits: `SPF` + two integers).
 */
export function feeRelateNumber(paymentId: number, releasedBefore: number): string {
  return `SPF${paymentId}A${releasedBefore}`;
}

/**
 * The platform fee of one release as a sale to the pro, written in the release's transaction
 * (the e-invoice job issues it). A company whose charge application is approved gets a B2B
 * invoice on its 統一編號 and name; anyone else a B2C invoice on the member carrier. A fee of 0
 * is no sale.
 */
export async function queueFeeInvoice(
  trx: Db,
  cipher: DataCipher,
  fee: { paymentId: number; proUserId: number; releasedBefore: number; amount: number },
): Promise<void> {
  if (fee.amount <= 0) return;
  const application = await trx
    .selectFrom('charge_applications')
    .select(['type', 'company_name', 'identity_number_encrypted'])
    .where('user_id', '=', fee.proUserId)
    .where('status', '=', ChargeApplicationStatus.Approved)
    .executeTakeFirst();
  let buyer: EinvoiceBuyer = { carrier_type: 'member', carrier: null, donation_code: null, unified_number: null, title: null };
  let encrypted: string | null = null;
  if (application?.type === 'company' && application.company_name) {
    const number = cipher.decryptText(application.identity_number_encrypted, chargeApplicationsRepository.IDENTITY_NUMBER_CONTEXT);
    buyer = { carrier_type: 'company', carrier: null, donation_code: null, unified_number: maskBusinessNumber(number), title: application.company_name };
    encrypted = cipher.encryptText(number, INVOICE_NUMBER_CONTEXT);
  }
  const relateNumber = feeRelateNumber(fee.paymentId, fee.releasedBefore);
  await queueSale(trx, {
    userId: fee.proUserId,
    relateNumber,
    creditPurchaseId: null,
    thirdPartyPaymentId: fee.paymentId,
    buyer,
    unifiedNumberEncrypted: encrypted,
    items: [{ name: '安心付款平台服務費', count: 1, word: '式', price: fee.amount, amount: fee.amount }],
    amount: fee.amount,
    taxType: '1',
  });
}
