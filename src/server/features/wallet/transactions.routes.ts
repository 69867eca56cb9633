import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../domain/errors/app-error';
import { PAGE_SIZE } from '../../../domain/limits';
import { toUtcString } from '../../../domain/time/datetime';
import { TRANSACTION_TYPE_TEXT, TransactionType } from '../../../domain/wallet/ledger';
import { transactionsPageShape } from '../../../domain/wallet/wallet.contract';
import { ok } from '../../lib/envelope';
import { okResponse } from '../../lib/http-schemas';
import { parseNamedParams } from '../../lib/named-params';
import { grantWelcomeCredit, walletBalance } from './ledger.repository';

/** Credit history page size (spec section 9: payments 20). */
const TRANSACTIONS_PAGE_SIZE = PAGE_SIZE.payments;

const restParams = z.object({ '*': z.string() });
const pageAnswer = okResponse(transactionsPageShape);

const badPage = () => AppError.invalid([{ field: 'page', message: '頁數必須是正整數' }]);

/** The credit history: the caller's ledger, newest first, 20 a page, with the balance now. */
export const transactionsRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * A pro's wallet starts with the welcome credit: whatever way the pro arrived (signed up as a
   * pro, added a first service, or neither yet read his wallet), the first look at the wallet
   * already shows it. Given once (the grant locks the wallet and checks the ledger).
   */
  async function welcomeAPro(userId: number) {
    const amount = app.config.wallet.welcomeCredit;
    if (amount <= 0) return;
    const user = await app.db
      .selectFrom('users as u')
      .select((eb) => [
        'u.signup_role',
        eb.exists(eb.selectFrom('quote_services as s').select('s.id').whereRef('s.user_id', '=', 'u.id').where('s.deleted_at', 'is', null)).as('has_service'),
        eb.exists(eb.selectFrom('wallet_entries as e').select('e.id').whereRef('e.user_id', '=', 'u.id').where('e.transaction_type', '=', TransactionType.WelcomeGrant)).as('granted'),
      ])
      .where('u.id', '=', userId)
      .executeTakeFirst();
    if (!user || user.granted || (user.signup_role !== 'pro' && !user.has_service)) return;
    await app.db.transaction().execute((trx) => grantWelcomeCredit(trx, userId, amount));
  }

  async function history(userId: number, rawPage: string) {
    const page = Number(rawPage);
    if (!/^\d+$/.test(rawPage) || page < 1 || page > 100_000) throw badPage();
    await welcomeAPro(userId);
    // One snapshot: the entries, their count and the balance agree even while fees are taken.
    return app.db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx) => {
        const rows = await trx
          .selectFrom('wallet_entries')
          .select(['id', 'transaction_type', 'amount', 'balance_after', 'quote_bid_id', 'credit_purchase_id', 'note', 'created'])
          .where('user_id', '=', userId)
          .orderBy('id', 'desc')
          .limit(TRANSACTIONS_PAGE_SIZE)
          .offset((page - 1) * TRANSACTIONS_PAGE_SIZE)
          .execute();
        const counted = await trx
          .selectFrom('wallet_entries')
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow();
        const balance = await walletBalance(trx, userId);
        const count = Number(counted.count);
        return ok({
          transactions: rows.map((r) => ({
            id: Number(r.id),
            transaction_type: r.transaction_type,
            type_text: TRANSACTION_TYPE_TEXT[r.transaction_type],
            amount: r.amount,
            balance_after: r.balance_after,
            quote_bid_id: r.quote_bid_id,
            credit_purchase_id: r.credit_purchase_id,
            note: r.note,
            created: toUtcString(r.created),
          })),
          page,
          total_pages: Math.max(1, Math.ceil(count / TRANSACTIONS_PAGE_SIZE)),
          count,
          available_wallet_amount: balance,
        });
      });
  }

  app.get('/transactions/index.json', { schema: { response: pageAnswer } }, async (request) => history((await request.requireSession()).userId, '1'));

  app.get('/transactions/index/*', { schema: { params: restParams, response: pageAnswer } }, async (request) => {
    const { userId } = await request.requireSession();
    const { named, positional } = parseNamedParams(request.params['*']);
    if (positional.length > 0) throw badPage();
    return history(userId, named.page ?? '1');
  });
};
