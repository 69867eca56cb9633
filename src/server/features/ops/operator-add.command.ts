import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import QRCode from 'qrcode';
import type { Database } from '../../db/schema';
import type { DataCipher } from '../../lib/data-encryption';
import { addOperator, OperatorAddError } from './operator-add';

const USAGE = 'Usage: npm run operator:add -- --email a@b.tw --role support|trust_safety|finance|admin [--name 王小明] [--password ...]';

export interface CommandResult {
  exitCode: number;
  /** What to print on stdout (on success) or stderr (a one-line refusal). */
  out: string[];
  err: string[];
}

/**
 * `npm run operator:add`: creates an operator and prints, once, its password (when made here),
 * the TOTP URI with a terminal QR code to scan, and its recovery codes.
 */
export async function operatorAddCommand(argv: string[], db: Kysely<Database>, cipher: DataCipher): Promise<CommandResult> {
  let values: { email?: string | undefined; role?: string | undefined; name?: string | undefined; password?: string | undefined };
  try {
    ({ values } = parseArgs({ args: argv, options: { email: { type: 'string' }, role: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' } } }));
  } catch (error) {
    return { exitCode: 1, out: [], err: [`${(error as Error).message}. ${USAGE}`] };
  }
  if (!values.email || !values.role) return { exitCode: 1, out: [], err: [USAGE] };
  try {
    const added = await addOperator(db, cipher, { email: values.email, role: values.role, name: values.name, password: values.password });
    const qr = await QRCode.toString(added.otpauthUri, { type: 'terminal', small: true });
    return {
      exitCode: 0,
      err: [],
      out: [
        `Operator ${added.email} (${added.role}) created, id ${added.id}.`,
        ...(added.generatedPassword ? [`Password (shown once): ${added.generatedPassword}`] : []),
        'Scan this in an authenticator app (TOTP, 6 digits, 30 s):',
        added.otpauthUri,
        qr,
        'Recovery codes (each works once instead of a code; shown once, keep them safe):',
        ...added.recoveryCodes.map((code) => `  ${code}`),
      ],
    };
  } catch (error) {
    if (error instanceof OperatorAddError) return { exitCode: 1, out: [], err: [error.message] };
    throw error;
  }
}
