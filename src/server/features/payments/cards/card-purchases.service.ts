import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { AppError } from '../../../../domain/errors/app-error';
import { QuoteError } from '../../../../domain/errors/codes';
import { QUOTE_ERROR_MESSAGES } from '../../../../domain/errors/messages';
import { CardErrorText, declineMessage, GATEWAY_UNAVAILABLE_MESSAGE, isForeignCountry, THREE_DS_FAILED_MESSAGE } from '../../../../domain/payments/cards';
import { AMOUNT_MISMATCH_CODE, AMOUNT_MISMATCH_MESSAGE, PURCHASE_CURRENCY, paidAsOrdered, type ReceivedAmount } from '../../../../domain/payments/gateway-amounts';
import { amountProblem } from '../../../../domain/payments/purchase-rules';
import { type CardFacts, type CardGateway, type Cardholder, type ChargeResult, GatewayUnavailableError } from '../../../adapters/payments/card-gateway';
import type { CardProvider, Database } from '../../../db/schema';
import { invoiceSnapshot } from '../../invoices';
import { walletBalance } from '../../wallet';
import { confirmPurchase } from '../purchases.repository';
import { failPurchase, findActivePackage, insertPendingPurchase, loadPurchase, notePurchaseReference } from './card-purchases.repository';
import type { CardPurchase } from '../../../../domain/payments/payments.contract';
import { toPurchaseResponse } from './cards.mappers';
import { type CardRow, findCard, insertCard } from './cards.repository';

type Db = Kysely<Database>;

/** The buyer as the gateway's cardholder: full name (last name first), e-mail, phone in E.164. */
export async function cardholderOf(db: Db, userId: number): Promise<Cardholder> {
  const user = await db.selectFrom('users').select(['first_name', 'last_name', 'username', 'email', 'phone']).where('id', '=', userId).executeTakeFirst();
  const name = `${user?.last_name ?? ''}${user?.first_name ?? ''}`.trim() || user?.username || '';
  const phone = user?.phone ? (user.phone.startsWith('+') ? user.phone : `+886${user.phone.replace(/^0/, '')}`) : '';
  return { name, email: user?.email ?? '', phone };
}

export interface CardPaymentsDeps {
  db: Db;
  gateway: CardGateway;
  /** What purchases and cards are stored as: 'sandbox' for the local fake. */
  provider: CardProvider;
  allowForeign: boolean;
  /** Where the browser comes back after 3-D Secure, and where the gateway notifies us. */
  threeDomainSecureUrls: () => { returnUrl: string; notifyUrl: string };
  log: FastifyBaseLogger;
}

export type BuyWhat = { packageId: number } | { amount: number };
export type BuyHow = { prime: string; remember: boolean } | { cardId: number };

export type BuyOutcome =
  | { kind: 'paid'; purchase: CardPurchase; available_wallet_amount: number }
  | { kind: 'pending'; purchase: CardPurchase; payment_url: string | null }
  | { kind: 'failed'; purchase: CardPurchase; message: string; gateway_message: string | null };

export const foreignCardRefusal = () =>
  new AppError('conflict', QuoteError.ForeignCardNotSupported, QUOTE_ERROR_MESSAGES[QuoteError.ForeignCardNotSupported]!);

/**
 * Buying credit with a card. The purchase row comes first (pending, under the client's
 * idempotency key, unique per user), then the one charge, then confirmPurchase, which alone
 * credits the wallet. A retried request finds the first purchase and charges nothing.
 */
export class CardPurchaseService {
  constructor(readonly deps: CardPaymentsDeps) {}

  private isRefusedForeign(card: CardFacts | null | { is_foreign: boolean }): boolean {
    if (this.deps.allowForeign || !card) return false;
    return 'is_foreign' in card ? card.is_foreign : isForeignCountry(card.countryCode);
  }

  /** Amount and credit of a package or a typed amount; 400 naming the range otherwise. */
  async price(what: BuyWhat): Promise<{ packageId: number | null; amount: number; credit: number }> {
    if ('packageId' in what) {
      const pkg = await findActivePackage(this.deps.db, what.packageId);
      if (!pkg) throw AppError.invalid([{ field: 'package_id', message: '沒有這個點數方案' }]);
      const problem = amountProblem(pkg.price, 'card', false);
      if (problem) throw AppError.invalid([{ field: 'package_id', message: problem }]);
      return { packageId: pkg.id, amount: pkg.price, credit: pkg.price + pkg.bonus_credit };
    }
    const problem = amountProblem(what.amount, 'card', true);
    if (problem) throw AppError.invalid([{ field: 'amount', message: problem }]);
    return { packageId: null, amount: what.amount, credit: what.amount };
  }

  async buy(
    userId: number,
    input: { what: BuyWhat; how: BuyHow; idempotencyKey: string; source: string; interactive: boolean },
  ): Promise<BuyOutcome> {
    const { db, gateway, provider } = this.deps;
    const priced = await this.price(input.what);
    let card: CardRow | undefined;
    if ('cardId' in input.how) {
      card = await findCard(db, userId, input.how.cardId, provider);
      if (!card) throw AppError.notFound('找不到這張信用卡。');
      if (this.isRefusedForeign(card)) throw foreignCardRefusal();
    }
    const known = await loadPurchase(db, { userId, idempotencyKey: input.idempotencyKey });
    if (known) return this.outcomeOf(known.id);
    if ('prime' in input.how && this.isRefusedForeign(await this.inspect(input.how.prime))) throw foreignCardRefusal();

    const invoice = await invoiceSnapshot(db, userId);
    const id = await insertPendingPurchase(db, {
      userId,
      ...priced,
      provider,
      idempotencyKey: input.idempotencyKey,
      cardId: card?.id ?? null,
      invoice,
      source: input.source,
    });
    // Another request with this key got there first: answer with its purchase, charge nothing.
    if (id === null) return this.outcomeOf((await loadPurchase(db, { userId, idempotencyKey: input.idempotencyKey }))!.id);

    const purchase = (await loadPurchase(db, { id }))!;
    const request = {
      cardholder: await cardholderOf(db, userId),
      amount: priced.amount,
      orderNumber: purchase.order_number,
      details: `購買點數 ${priced.credit} 點`,
      threeDomainSecure: input.interactive ? this.deps.threeDomainSecureUrls() : null,
    };
    let result: ChargeResult;
    try {
      result = 'prime' in input.how
        ? await gateway.chargeWithPrime(input.how.prime, request, input.how.remember)
        : await gateway.chargeWithToken({ cardKey: card!.card_key, cardToken: card!.card_token }, request);
    } catch (error) {
      if (!(error instanceof GatewayUnavailableError)) throw error;
      this.deps.log.error({ err: error, purchaseId: id }, 'card gateway unavailable');
      await failPurchase(db, id, { code: CardErrorText.GatewayUnavailable, message: GATEWAY_UNAVAILABLE_MESSAGE });
      return this.outcomeOf(id);
    }
    return this.settle(userId, id, result, 'prime' in input.how && input.how.remember, card?.id ?? null);
  }

  private async inspect(prime: string): Promise<CardFacts | null> {
    try {
      return await this.deps.gateway.inspect(prime);
    } catch (error) {
      if (error instanceof GatewayUnavailableError) return null;
      throw error;
    }
  }

  private async settle(userId: number, id: number, result: ChargeResult, remember: boolean, cardId: number | null): Promise<BuyOutcome> {
    const { db } = this.deps;
    if (result.outcome === 'declined') {
      await failPurchase(db, id, { code: result.code, message: declineMessage(result.message), reference: result.reference });
      return { ...(await this.outcomeOf(id)), gateway_message: result.message } as BuyOutcome;
    }
    if (this.isRefusedForeign(result.card)) {
      if (result.outcome === 'paid') await this.refundQuietly(result.reference, (await loadPurchase(db, { id }))!.amount);
      await failPurchase(db, id, { code: String(QuoteError.ForeignCardNotSupported), message: QUOTE_ERROR_MESSAGES[QuoteError.ForeignCardNotSupported]!, reference: result.reference });
      throw foreignCardRefusal();
    }
    if (result.outcome === 'needs_3ds' || result.outcome === 'processing') {
      // Not paid yet: the 3-D Secure return or the gateway's event settles it, after asking the gateway.
      await notePurchaseReference(db, id, result.reference, cardId);
      const paymentUrl = result.outcome === 'needs_3ds' ? result.paymentUrl : null;
      return { kind: 'pending', purchase: toPurchaseResponse((await loadPurchase(db, { id }))!), payment_url: paymentUrl };
    }
    const ordered = (await loadPurchase(db, { id }))!.amount;
    if (!paidAsOrdered(ordered, result.received)) {
      await this.refuseMismatch(id, result.reference, ordered, result.received);
      return this.outcomeOf(id);
    }
    let paidWith = cardId;
    if (remember && result.secret && result.card) {
      const saved = await insertCard(db, {
        userId,
        provider: this.deps.provider,
        brand: result.card.brand,
        last4: result.card.last4,
        cardKey: result.secret.cardKey,
        cardToken: result.secret.cardToken,
        isForeign: isForeignCountry(result.card.countryCode),
      });
      paidWith = saved.id;
    }
    if (paidWith) await notePurchaseReference(db, id, result.reference, paidWith);
    await confirmPurchase(db, id, result.reference);
    return this.outcomeOf(id);
  }

  /** The gateway took another amount or currency than ordered: nothing is credited, the purchase fails, support is told by the log. */
  private async refuseMismatch(id: number, reference: string, ordered: number, received: ReceivedAmount | null): Promise<void> {
    this.deps.log.error({ purchaseId: id, reference, ordered, currency: PURCHASE_CURRENCY, received }, 'card payment amount or currency differs from the purchase; not credited');
    await failPurchase(this.deps.db, id, { code: AMOUNT_MISMATCH_CODE, message: AMOUNT_MISMATCH_MESSAGE, reference });
  }

  private async refundQuietly(reference: string, amount: number): Promise<void> {
    try {
      await this.deps.gateway.refund(reference, amount);
    } catch (error) {
      this.deps.log.error({ err: error, reference }, 'refund of a refused foreign card payment failed');
    }
  }

  /** What a purchase answers now: paid with the balance, pending, or failed with its message. */
  async outcomeOf(id: number): Promise<BuyOutcome> {
    const row = (await loadPurchase(this.deps.db, { id }))!;
    const purchase = toPurchaseResponse(row);
    if (row.status === 'paid') return { kind: 'paid', purchase, available_wallet_amount: await walletBalance(this.deps.db, row.user_id) };
    if (row.status === 'pending') return { kind: 'pending', purchase, payment_url: null };
    if (row.error_code === String(QuoteError.ForeignCardNotSupported)) throw foreignCardRefusal();
    return { kind: 'failed', purchase, message: row.error_message ?? declineMessage(''), gateway_message: null };
  }

  /**
   * A 3-D Secure payment came back (the browser's return or the gateway's notification). The
   * gateway is asked where the payment stands and what it received; nothing in the callback
   * itself is trusted, and a payment of another amount or currency credits nothing.
   * Returns the purchase's id and owner, or null when the reference names none of ours.
   */
  async completeThreeDomainSecure(reference: string): Promise<{ id: number; userId: number } | null> {
    const { db, gateway, provider } = this.deps;
    const purchase = await loadPurchase(db, { provider, reference });
    if (!purchase) return null;
    if (purchase.status === 'pending') {
      const { state, received } = await gateway.paymentState(reference);
      if (state === 'paid' && paidAsOrdered(purchase.amount, received)) await confirmPurchase(db, purchase.id, reference);
      else if (state === 'paid') await this.refuseMismatch(purchase.id, reference, purchase.amount, received);
      if (state === 'failed') await failPurchase(db, purchase.id, { code: '3ds', message: THREE_DS_FAILED_MESSAGE });
    }
    return { id: purchase.id, userId: purchase.user_id };
  }
}
