import type { Kysely } from 'kysely';
import { addOperator } from '../../../features/ops';
import type { DataCipher } from '../../../lib/data-encryption';
import type { Database } from '../../schema';

/**
 * The demo marketplace's console operator (admin). Its password and TOTP secret are published
 * in the README, so it exists only where the demo is loaded, which production never does.
 */
export const DEMO_OPERATOR = {
  email: 'demo-ops@example.com',
  password: 'demo-ops-2026',
  name: '示範管理員',
  /** Base32; the README gives its otpauth:// URI to scan. */
  totpSecret: 'DEMOOPSDEMOOPSDEMOOPSDEMOOPSZZZZ',
} as const;

/** Adds the demo operator once; true when it was added now. */
export async function seedDemoOperator(db: Kysely<Database>, cipher: DataCipher): Promise<boolean> {
  const found = await db.selectFrom('operators').select('id').where('email', '=', DEMO_OPERATOR.email).executeTakeFirst();
  if (found) return false;
  const { email, password, name, totpSecret } = DEMO_OPERATOR;
  await addOperator(db, cipher, { email, role: 'admin', name, password, totpSecret });
  return true;
}
