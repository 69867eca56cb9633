import { randomBytes, randomInt } from 'node:crypto';
import { AppError } from '../../../domain/errors/app-error';
import { ErrorText } from '../../../domain/errors/codes';
import { ERROR_TEXT_MESSAGES } from '../../../domain/errors/messages';
import { usernameFromEmail } from '../../../domain/users/account-rules';
import { ACTIVATION_LINK_TTL_MINUTES, SIGNUPS_PER_IP, tooManySignupsMessage } from '../../../domain/users/auth-limits';
import { fullName } from '../../../domain/users/full-name';
import { hashPassword } from '../../lib/passwords';
import { grantCampaignSignupCredit } from '../free-credits';
import { grantWelcomeCredit } from '../wallet';
import * as accounts from './accounts.repository';
import type { AuthDeps, CallerContext } from './auth.deps';
import { activationMessage, activationUrl } from './auth.mails';
import { createLoginToken } from './login-tokens.repository';

export interface NewAccount {
  username?: string | undefined;
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
  phone?: string | undefined;
  address?: string | undefined;
}

/** Where a pro sign-up offers its first service. */
export interface ProOffer {
  categorySlug: string;
  city: string;
}

function accountExists(): AppError {
  return new AppError('conflict', ErrorText.AccountExists, ERROR_TEXT_MESSAGES[ErrorText.AccountExists]!);
}

/** The category and city a pro signs up for; 400 naming the form field when unknown. */
async function resolveOffer(deps: AuthDeps, offer: ProOffer) {
  const category = await accounts.findActiveCategory(deps.db, offer.categorySlug);
  // Both 台 and 臺 are in everyday use; the bundled list writes 臺.
  const city = (await accounts.findCity(deps.db, offer.city)) ?? (await accounts.findCity(deps.db, offer.city.replaceAll('台', '臺')));
  const fields = [
    ...(category ? [] : [{ field: 'User[service_category]', message: '找不到這個服務類別，請重新選擇。' }]),
    ...(city ? [] : [{ field: 'User[service_city]', message: '請選擇服務的縣市（例如 臺北市）。' }]),
  ];
  if (!category || !city) throw AppError.invalid(fields);
  return { category, city };
}

async function countSignup(deps: AuthDeps, ip: string): Promise<void> {
  const state = await deps.throttle.hit(SIGNUPS_PER_IP, ip);
  if (!state.allowed) {
    throw new AppError('rate_limited', ErrorText.RateLimited, tooManySignupsMessage(state.retryAfter), { retryAfterSeconds: state.retryAfter });
  }
}

async function freeUsername(deps: AuthDeps, email: string): Promise<string> {
  const base = usernameFromEmail(email);
  if (!(await accounts.isTaken(deps.db, 'username', base))) return base;
  for (let attempt = 0; attempt < 8; attempt++) {
    const candidate = `${base}${randomInt(1000, 100_000)}`;
    if (!(await accounts.isTaken(deps.db, 'username', candidate))) return candidate;
  }
  return `${base}${randomBytes(3).toString('hex')}`;
}

/**
 * Creates an account (and a pro's first service) and mails the activation link. Counts
 * against the sign-ups of the caller's IP; a taken username or e-mail is a 409. Returns the
 * new account's id.
 */
export async function createAccount(deps: AuthDeps, input: NewAccount, caller: CallerContext, offer?: ProOffer): Promise<number> {
  const resolved = offer ? await resolveOffer(deps, offer) : undefined;
  await countSignup(deps, caller.ip);
  // Hashed before the address is looked up, so a taken address takes as long as a free one.
  const passwordHash = await hashPassword(input.password);
  if (await accounts.isTaken(deps.db, 'email', input.email)) throw accountExists();
  if (input.username !== undefined && (await accounts.isTaken(deps.db, 'username', input.username))) throw accountExists();
  const username = input.username ?? (await freeUsername(deps, input.email));
  // A phone someone else already holds is left for the phone check to settle, not refused here:
  // refusing would tell a stranger that the number has an account.
  const phone = input.phone && !(await accounts.isPhoneHeld(deps.db, input.phone)) ? input.phone : null;
  const firstName = input.firstName ?? '';
  const lastName = input.lastName ?? '';
  let userId: number;
  try {
    userId = await deps.db.transaction().execute(async (trx) => {
      const id = await accounts.insertUser(trx, {
        username,
        email: input.email,
        passwordHash,
        firstName,
        lastName,
        phone,
        address: input.address ?? null,
        signupRole: resolved ? 'pro' : 'consumer',
        partnerChannel: caller.partnerChannel,
        referralHash: caller.referralHash,
      });
      if (resolved) {
        const name = fullName({ first_name: firstName, last_name: lastName, username });
        await accounts.insertFirstService(trx, {
          userId: id,
          slug: `${resolved.category.slug}-${randomBytes(4).toString('hex')}`,
          title: `${name}的${resolved.category.name}服務`,
          categoryId: resolved.category.id,
          cityId: resolved.city.id,
        });
        // A new pro starts with the welcome credit in his wallet, in the same transaction.
        await grantWelcomeCredit(trx, id, deps.config.wallet.welcomeCredit);
        // Signing up as a pro inside an open campaign's period earns its sign-up credit (/pro-newyear).
        await grantCampaignSignupCredit(trx, id, deps.clock.now());
      }
      return id;
    });
  } catch (error) {
    // Two sign-ups racing for one name or address: the loser hears what a later one would.
    if (accounts.isUniqueViolation(error)) throw accountExists();
    throw error;
  }
  sendActivation(deps, { userId, email: input.email, name: fullName({ first_name: firstName, last_name: lastName, username: '' }) });
  return userId;
}

/** Mails a fresh activation link after the answer has gone out. */
export function sendActivation(deps: AuthDeps, to: { userId: number; email: string; name: string }): void {
  deps.background.run('activation mail', async () => {
    const hash = await createLoginToken(deps.db, to.userId, 'activation', ACTIVATION_LINK_TTL_MINUTES, deps.clock.now());
    const link = activationUrl(deps.config.publicUrl, to.userId, hash);
    await deps.messaging.sendEmail(activationMessage({ email: to.email, name: to.name }, link, deps.config.publicUrl));
  });
}
