import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DataCipher, DataDecryptionError } from './data-encryption';

describe('DataCipher', () => {
  const key = randomBytes(32);
  const cipher = new DataCipher(key);

  it('encrypts text with a fresh IV each time and reads it back', () => {
    const a = cipher.encryptText('A123456789', 'service_certificates.real_id');
    const b = cipher.encryptText('A123456789', 'service_certificates.real_id');
    expect(a).toMatch(/^v1:[0-9a-f]{8}:[\w-]{16}:[\w-]{22}:[\w-]+$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('A123456789');
    expect(cipher.decryptText(a, 'service_certificates.real_id')).toBe('A123456789');
    expect(DataCipher.keyIdOfText(a)).toBe(cipher.keyId);
    expect(DataCipher.keyIdOfText('A123456789')).toBeNull();
  });

  it('encrypts bytes and reads them back', () => {
    const scan = randomBytes(1000);
    const stored = cipher.encryptBytes(scan, 'certificate_documents.data');
    expect(stored.length).toBe(scan.length + 33);
    expect(stored.includes(scan.subarray(0, 32))).toBe(false);
    expect(cipher.decryptBytes(stored, 'certificate_documents.data').equals(scan)).toBe(true);
  });

  it('refuses a value moved to another column, a changed value and an unknown key', () => {
    const stored = cipher.encryptText('04595257', 'user_invoice_settings.unified_number');
    expect(() => cipher.decryptText(stored, 'service_certificates.unified_number')).toThrow(DataDecryptionError);
    const parts = stored.split(':');
    parts[4] = Buffer.from('x').toString('base64url');
    expect(() => cipher.decryptText(parts.join(':'), 'user_invoice_settings.unified_number')).toThrow(DataDecryptionError);
    expect(() => new DataCipher(randomBytes(32)).decryptText(stored, 'user_invoice_settings.unified_number')).toThrow(/DATA_ENCRYPTION_KEYS_OLD/);
    expect(() => cipher.decryptText('A123456789', 'x')).toThrow(DataDecryptionError);
    const bytes = cipher.encryptBytes(Buffer.from('scan'), 'c');
    bytes.writeUInt8(bytes.readUInt8(bytes.length - 1) ^ 1, bytes.length - 1);
    expect(() => cipher.decryptBytes(bytes, 'c')).toThrow(DataDecryptionError);
  });

  it('after a rotation reads values of the old key and writes with the new one', () => {
    const old = cipher.encryptText('A123456789', 'c');
    const oldBytes = cipher.encryptBytes(Buffer.from('scan'), 'd');
    const rotated = new DataCipher(randomBytes(32), [key]);
    expect(rotated.keyId).not.toBe(cipher.keyId);
    expect(rotated.decryptText(old, 'c')).toBe('A123456789');
    expect(rotated.decryptBytes(oldBytes, 'd').toString()).toBe('scan');
    expect(DataCipher.keyIdOfText(rotated.encryptText('A123456789', 'c'))).toBe(rotated.keyId);
  });

  it('keys lookup hashes by the secret and the context', () => {
    const hash = cipher.lookupHash('A123456789', 'real_id');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(cipher.lookupHash('A123456789', 'real_id')).toBe(hash);
    expect(cipher.lookupHash('A123456789', 'other')).not.toBe(hash);
    expect(new DataCipher(randomBytes(32)).lookupHash('A123456789', 'real_id')).not.toBe(hash);
  });
});
