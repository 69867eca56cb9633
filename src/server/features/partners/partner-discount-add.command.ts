import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import { DISCOUNT_CODE_PATTERN } from '../../../domain/partners/partner-discounts';
import type { Database } from '../../db/schema';

const USAGE =
  'Usage: npm run partner:discount-add -- --partner fet --code FET100 (--amount-off 100 | --percent-off 10) --from 2026-12-01T00:00+08:00 --until 2027-01-01T00:00+08:00 [--min-order 1000] [--max-uses 500] [--per-user 1] [--title 遠傳用戶專屬折扣] [--inactive]';

export interface DiscountCommandResult {
  exitCode: number;
  out: string[];
  err: string[];
}

const WHOLE = /^[1-9]\d{0,8}$/;

/**
 * `npm run partner:discount-add`: adds a partner's discount code (docs/fet.md). Each value is
 * checked and a refusal names the option; the partner must be one of `partnerIds` (PARTNERS_FILE).
 */
export async function partnerDiscountAddCommand(argv: string[], db: Kysely<Database>, partnerIds: readonly string[]): Promise<DiscountCommandResult> {
  const fail = (message: string): DiscountCommandResult => ({ exitCode: 1, out: [], err: [`${message}. ${USAGE}`] });
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        partner: { type: 'string' },
        code: { type: 'string' },
        title: { type: 'string' },
        'amount-off': { type: 'string' },
        'percent-off': { type: 'string' },
        'min-order': { type: 'string' },
        from: { type: 'string' },
        until: { type: 'string' },
        'max-uses': { type: 'string' },
        'per-user': { type: 'string' },
        inactive: { type: 'boolean' },
      },
    }));
  } catch (error) {
    return fail((error as Error).message);
  }
  const text = (name: string) => (typeof values[name] === 'string' ? (values[name] as string) : undefined);
  const whole = (name: string): number | null | 'bad' => {
    const raw = text(name);
    if (raw === undefined) return null;
    return WHOLE.test(raw) ? Number(raw) : 'bad';
  };
  const partner = text('partner');
  if (!partner || !partnerIds.includes(partner)) return fail(`--partner: one of ${partnerIds.join(', ') || '(PARTNERS_FILE is unset)'}`);
  const code = text('code')?.toUpperCase();
  if (!code || !DISCOUNT_CODE_PATTERN.test(code)) return fail('--code: 3-32 capitals, digits, - or _');
  const amountOff = whole('amount-off');
  const percentOff = whole('percent-off');
  if (amountOff === 'bad') return fail('--amount-off: whole NT$ above 0');
  if (percentOff === 'bad' || (percentOff !== null && percentOff > 100)) return fail('--percent-off: 1 to 100');
  if ((amountOff === null) === (percentOff === null)) return fail('exactly one of --amount-off and --percent-off');
  const minOrder = whole('min-order');
  const maxUses = whole('max-uses');
  const perUser = whole('per-user');
  if (minOrder === 'bad') return fail('--min-order: whole NT$ above 0');
  if (maxUses === 'bad') return fail('--max-uses: a whole number above 0');
  if (perUser === 'bad') return fail('--per-user: a whole number above 0');
  const from = new Date(text('from') ?? '');
  const until = new Date(text('until') ?? '');
  if (Number.isNaN(from.getTime())) return fail('--from: a date and time (2026-12-01T00:00+08:00)');
  if (Number.isNaN(until.getTime()) || until <= from) return fail('--until: a date and time after --from');
  const taken = await db.selectFrom('partner_discount_codes').select('id').where('partner_id', '=', partner).where('code', '=', code).executeTakeFirst();
  if (taken) return fail(`--code: ${code} already exists for ${partner}`);
  const { id } = await db
    .insertInto('partner_discount_codes')
    .values({
      partner_id: partner,
      code,
      title: text('title') ?? '',
      amount_off: amountOff,
      percent_off: percentOff,
      min_order: minOrder ?? 0,
      valid_from: from,
      valid_until: until,
      max_uses: maxUses,
      per_user_limit: perUser,
      active: values.inactive !== true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { exitCode: 0, out: [`Discount code ${code} of ${partner} added, id ${id}.`], err: [] };
}
