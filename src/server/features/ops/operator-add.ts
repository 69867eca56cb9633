import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { OPERATOR_ROLES, OPS_RECOVERY_CODE_COUNT, type OperatorRole } from '../../../domain/ops/operator-roles';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../domain/users/password-rules';
import type { Database } from '../../db/schema';
import type { DataCipher } from '../../lib/data-encryption';
import { hashPassword } from '../../lib/passwords';
import { emailTaken, insertOperator } from './operators.repository';
import { newRecoveryCode, newTotpSecret, recoveryCodeHash, TOTP_SECRET_CONTEXT, totpUri } from './totp';

/** A refusal of `npm run operator:add`, printed as one line. */
export class OperatorAddError extends Error {}

export interface OperatorAddInput {
  email: string;
  role: string;
  name?: string | undefined;
  /** Without one, a strong password is made (and printed once). */
  password?: string | undefined;
  /** A fixed TOTP secret (the demo operator only); a new random one otherwise. */
  totpSecret?: string | undefined;
}

export interface OperatorAdded {
  id: number;
  email: string;
  role: OperatorRole;
  /** The password made for the operator, when none was given. */
  generatedPassword: string | null;
  totpSecret: string;
  otpauthUri: string;
  recoveryCodes: string[];
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const isRole = (role: string): role is OperatorRole => (OPERATOR_ROLES as readonly string[]).includes(role);

/**
 * Creates an operator: checks the role, the e-mail and the password, seals the new TOTP secret
 * with the data cipher and stores the recovery codes hashed. What it returns is shown once.
 */
export async function addOperator(db: Kysely<Database>, cipher: DataCipher, input: OperatorAddInput): Promise<OperatorAdded> {
  const email = input.email.trim().toLowerCase();
  if (!EMAIL.test(email)) throw new OperatorAddError(`Not an e-mail address: ${input.email}`);
  if (!isRole(input.role)) throw new OperatorAddError(`Unknown role "${input.role}"; use one of: ${OPERATOR_ROLES.join(', ')}`);
  const role = input.role;
  const password = input.password ?? randomBytes(18).toString('base64url');
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) {
    throw new OperatorAddError(`The password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters long`);
  }
  if (await emailTaken(db, email)) throw new OperatorAddError(`An operator with the e-mail ${email} already exists`);
  const totpSecret = input.totpSecret ?? newTotpSecret();
  const recoveryCodes = Array.from({ length: OPS_RECOVERY_CODE_COUNT }, newRecoveryCode);
  const id = await insertOperator(db, {
    email,
    fullName: input.name?.trim() ?? '',
    role,
    passwordHash: await hashPassword(password),
    totpSecretEncrypted: cipher.encryptText(totpSecret, TOTP_SECRET_CONTEXT),
    recoveryCodeHashes: recoveryCodes.map(recoveryCodeHash),
  });
  return { id, email, role, generatedPassword: input.password === undefined ? password : null, totpSecret, otpauthUri: totpUri(totpSecret, email), recoveryCodes };
}
