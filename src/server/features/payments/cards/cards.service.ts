import { AppError } from '../../../../domain/errors/app-error';
import { CardErrorText, declineMessage, GATEWAY_UNAVAILABLE_MESSAGE, isForeignCountry } from '../../../../domain/payments/cards';
import { GatewayUnavailableError } from '../../../adapters/payments/card-gateway';
import { newOrderNumber } from './card-purchases.repository';
import { type CardPaymentsDeps, cardholderOf, foreignCardRefusal } from './card-purchases.service';
import type { SavedCard } from '../../../../domain/payments/payments.contract';
import { toCardResponse } from './cards.mappers';
import { findCard, insertCard, listCards, removeCard } from './cards.repository';

/** A card refusal answered with 402: the zh-TW message and what the gateway said. */
export class CardDeclinedError extends Error {
  constructor(
    message: string,
    readonly gatewayMessage: string | null,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'CardDeclinedError';
  }
}

/** A pro's bound cards: list, bind (verified by the gateway), remove. */
export class CardsService {
  constructor(private readonly deps: CardPaymentsDeps) {}

  async list(userId: number): Promise<SavedCard[]> {
    return (await listCards(this.deps.db, userId, this.deps.provider)).map(toCardResponse);
  }

  async find(userId: number, cardId: number): Promise<SavedCard | null> {
    const row = await findCard(this.deps.db, userId, cardId, this.deps.provider);
    return row ? toCardResponse(row) : null;
  }

  /** Verifies the card with the gateway and keeps its brand, last four digits and token. */
  async bind(userId: number, prime: string): Promise<SavedCard> {
    const { gateway, allowForeign } = this.deps;
    let result: Awaited<ReturnType<typeof gateway.bindCard>>;
    try {
      const before = await gateway.inspect(prime);
      if (!allowForeign && isForeignCountry(before?.countryCode)) throw foreignCardRefusal();
      result = await gateway.bindCard(prime, newOrderNumber('B'), await cardholderOf(this.deps.db, userId));
    } catch (error) {
      if (!(error instanceof GatewayUnavailableError)) throw error;
      this.deps.log.error({ err: error }, 'card gateway unavailable while binding a card');
      throw new CardDeclinedError(GATEWAY_UNAVAILABLE_MESSAGE, null, { error: CardErrorText.GatewayUnavailable });
    }
    if (!result.ok) throw new CardDeclinedError(declineMessage(result.message), result.message);
    const isForeign = isForeignCountry(result.card.countryCode);
    if (isForeign && !allowForeign) throw foreignCardRefusal();
    const row = await insertCard(this.deps.db, {
      userId,
      provider: this.deps.provider,
      brand: result.card.brand,
      last4: result.card.last4,
      cardKey: result.secret.cardKey,
      cardToken: result.secret.cardToken,
      isForeign,
    });
    return toCardResponse(row);
  }

  async remove(userId: number, cardId: number): Promise<SavedCard[]> {
    const removed = await removeCard(this.deps.db, userId, cardId, this.deps.provider);
    if (!removed) throw AppError.notFound('找不到這張信用卡。');
    // The card is gone for us either way; a gateway that cannot be reached keeps an unused token.
    try {
      await this.deps.gateway.forgetCard({ cardKey: removed.card_key, cardToken: removed.card_token });
    } catch (error) {
      this.deps.log.warn({ err: error, cardId }, 'the gateway kept a removed card');
    }
    return this.list(userId);
  }
}
