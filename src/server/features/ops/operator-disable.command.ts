import { parseArgs } from 'node:util';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { CommandResult } from './operator-add.command';

const USAGE = 'Usage: npm run operator:disable -- --email a@b.tw [--enable]';

/**
 * `npm run operator:disable`: turns an operator off at once (their console sessions end and their
 * logins are refused from then on), or back on with `--enable`. Nothing of theirs is deleted: the
 * audit log keeps naming them.
 */
export async function operatorDisableCommand(argv: string[], db: Kysely<Database>, now: Date): Promise<CommandResult> {
  let values: { email?: string | undefined; enable?: boolean | undefined };
  try {
    ({ values } = parseArgs({ args: argv, options: { email: { type: 'string' }, enable: { type: 'boolean' } } }));
  } catch (error) {
    return { exitCode: 1, out: [], err: [`${(error as Error).message}. ${USAGE}`] };
  }
  if (!values.email) return { exitCode: 1, out: [], err: [USAGE] };
  const email = values.email.trim().toLowerCase();
  const enable = values.enable === true;
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('operators')
      .set({ disabled_at: enable ? null : now })
      .where(sql<string>`lower(email)`, '=', email)
      .returning(['id', 'email', 'role'])
      .executeTakeFirst();
    if (!row) return { exitCode: 1, out: [], err: [`No operator has the e-mail ${email}`] };
    if (enable) return { exitCode: 0, err: [], out: [`Operator ${row.email} (${row.role}) can sign in again.`] };
    const ended = await trx
      .updateTable('operator_sessions')
      .set({ ended_at: now })
      .where('operator_id', '=', row.id)
      .where('ended_at', 'is', null)
      .where('expires', '>', now)
      .executeTakeFirst();
    return { exitCode: 0, err: [], out: [`Operator ${row.email} (${row.role}) is disabled; ${Number(ended.numUpdatedRows)} console session(s) ended.`] };
  });
}
