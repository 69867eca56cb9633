import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import type { DatabaseHandle } from '../../db/connection';
import { dataCipherOf } from '../../lib/data-encryption';
import { verifyPassword } from '../../lib/passwords';
import { ENGINES, openTestDatabase } from '../../test/harness';
import { operatorAddCommand } from './operator-add.command';
import { recoveryCodeHash, TOTP_SECRET_CONTEXT } from './totp';

describe.each(ENGINES)('npm run operator:add on %s', (engine) => {
  let database: DatabaseHandle;
  const cipher = dataCipherOf(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }));
  beforeAll(async () => {
    database = await openTestDatabase(engine);
  });
  afterAll(() => database.close());
  const run = (...argv: string[]) => operatorAddCommand(argv, database.db, cipher);

  it('creates the operator with a made password, prints the TOTP URI, a QR code and 10 recovery codes stored hashed', async () => {
    const result = await run('--email', 'Finance@Example.tw', '--role', 'finance', '--name', '王小明');
    expect(result.exitCode).toBe(0);
    expect(result.err).toEqual([]);
    const text = result.out.join('\n');
    const password = /Password \(shown once\): (\S+)/.exec(text)?.[1];
    expect(password?.length).toBeGreaterThanOrEqual(20);
    const uri = result.out.find((line) => line.startsWith('otpauth://'))!;
    const secret = new URL(uri).searchParams.get('secret')!;
    expect(uri).toMatch(/^otpauth:\/\/totp\/.+finance%40example\.tw\?/);
    expect(new URL(uri).searchParams.get('issuer')).toBeTruthy();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(text).toMatch(/[▀▄█]/);
    const codes = result.out.filter((line) => /^ {2}[a-z2-9]{5}-[a-z2-9]{5}$/.test(line)).map((line) => line.trim());
    expect(new Set(codes).size).toBe(10);

    const row = await database.db.selectFrom('operators').selectAll().where('email', '=', 'finance@example.tw').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ role: 'finance', full_name: '王小明', disabled_at: null });
    expect(await verifyPassword(row.password_hash, password!)).toBe(true);
    expect(row.totp_secret_encrypted).not.toContain(secret);
    expect(cipher.decryptText(row.totp_secret_encrypted, TOTP_SECRET_CONTEXT)).toBe(secret);
    const stored = await database.db.selectFrom('operator_recovery_codes').select('code_hash').where('operator_id', '=', row.id).execute();
    expect(stored.map((s) => s.code_hash).sort()).toEqual(codes.map(recoveryCodeHash).sort());
  });

  it('takes a given password and prints no password', async () => {
    const result = await run('--email', 'support@example.tw', '--role', 'support', '--password', 'a-given-password-1');
    expect(result.exitCode).toBe(0);
    expect(result.out.join('\n')).not.toContain('Password');
    const row = await database.db.selectFrom('operators').select('password_hash').where('email', '=', 'support@example.tw').executeTakeFirstOrThrow();
    expect(await verifyPassword(row.password_hash, 'a-given-password-1')).toBe(true);
  });

  it('refuses an unknown role, a used e-mail (any case) and missing options with one line and exit code 1', async () => {
    const before = await database.db.selectFrom('operators').select('id').execute();
    for (const argv of [
      ['--email', 'x@example.tw', '--role', 'owner'],
      ['--email', 'FINANCE@example.tw', '--role', 'admin'],
      ['--email', 'x@example.tw'],
      ['--email', 'not-an-email', '--role', 'admin'],
      ['--email', 'x@example.tw', '--role', 'admin', '--unknown'],
    ]) {
      const result = await run(...argv);
      expect(result.exitCode, argv.join(' ')).toBe(1);
      expect(result.out).toEqual([]);
      expect(result.err).toHaveLength(1);
    }
    expect((await run('--email', 'x@example.tw', '--role', 'owner')).err[0]).toMatch(/Unknown role "owner"/);
    expect((await run('--email', 'FINANCE@example.tw', '--role', 'admin')).err[0]).toMatch(/already exists/);
    expect(await database.db.selectFrom('operators').select('id').execute()).toEqual(before);
  });
});
