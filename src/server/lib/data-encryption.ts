import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/** Bytes of a data-encryption secret (DATA_ENCRYPTION_KEY, base64). */
export const DATA_KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_ID_BYTES = 4;
/** Text values: `v1:<key id>:<iv>:<tag>:<ciphertext>`, base64url parts. */
const TEXT_VERSION = 'v1';
/** Binary values (document scans): a version byte, the key id, the IV, the tag, the ciphertext. */
const BYTES_VERSION = 1;
const BYTES_HEADER = 1 + KEY_ID_BYTES + IV_BYTES + TAG_BYTES;

interface DataKey {
  /** 8 hex characters derived from the secret, stored with each value so the right key decrypts it. */
  id: string;
  encryption: Buffer;
  lookup: Buffer;
}

const derive = (secret: Buffer, info: string, length: number) => Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), info, length));

function deriveKey(secret: Buffer): DataKey {
  if (secret.length !== DATA_KEY_BYTES) throw new Error(`a data-encryption key must be ${DATA_KEY_BYTES} bytes`);
  return {
    id: derive(secret, 'marketplace data key id', KEY_ID_BYTES).toString('hex'),
    encryption: derive(secret, 'marketplace data encryption aes-256-gcm', 32),
    lookup: derive(secret, 'marketplace data lookup hmac-sha256', 32),
  };
}

/** Thrown when a stored value cannot be read: unknown key id, a damaged value or a wrong context. */
export class DataDecryptionError extends Error {}

/**
 * Encrypts personal data at rest with AES-256-GCM (a random IV per value) under the current
 * key, and decrypts values written under the current or a previous key (rotation). The
 * context (`table.column`) is authenticated, so a value copied into another column fails.
 */
export class DataCipher {
  private readonly current: DataKey;
  private readonly keys: Map<string, DataKey>;

  constructor(currentSecret: Buffer, previousSecrets: readonly Buffer[] = []) {
    this.current = deriveKey(currentSecret);
    this.keys = new Map([...previousSecrets.map(deriveKey), this.current].map((k) => [k.id, k]));
  }

  /** The id of the key new values are written with. */
  get keyId(): string {
    return this.current.id;
  }

  encryptText(plain: string, context: string): string {
    const { iv, tag, data } = this.seal(Buffer.from(plain, 'utf8'), context);
    return [TEXT_VERSION, this.current.id, iv.toString('base64url'), tag.toString('base64url'), data.toString('base64url')].join(':');
  }

  decryptText(stored: string, context: string): string {
    const [version, keyId, iv, tag, data, ...rest] = stored.split(':');
    if (version !== TEXT_VERSION || rest.length > 0 || !keyId || iv === undefined || tag === undefined || data === undefined) {
      throw new DataDecryptionError('not an encrypted value');
    }
    return this.open(keyId, Buffer.from(iv, 'base64url'), Buffer.from(tag, 'base64url'), Buffer.from(data, 'base64url'), context).toString('utf8');
  }

  encryptBytes(plain: Uint8Array, context: string): Buffer {
    const { iv, tag, data } = this.seal(plain, context);
    return Buffer.concat([Buffer.from([BYTES_VERSION]), Buffer.from(this.current.id, 'hex'), iv, tag, data]);
  }

  decryptBytes(stored: Uint8Array, context: string): Buffer {
    const buffer = Buffer.from(stored);
    if (buffer.length < BYTES_HEADER || buffer[0] !== BYTES_VERSION) throw new DataDecryptionError('not an encrypted value');
    const ivAt = 1 + KEY_ID_BYTES;
    const tagAt = ivAt + IV_BYTES;
    const keyId = buffer.subarray(1, ivAt).toString('hex');
    return this.open(keyId, buffer.subarray(ivAt, tagAt), buffer.subarray(tagAt, BYTES_HEADER), buffer.subarray(BYTES_HEADER), context);
  }

  /** The key id a stored text value was written with, or null when it is not an encrypted value. */
  static keyIdOfText(stored: string): string | null {
    const [version, keyId] = stored.split(':');
    return version === TEXT_VERSION && keyId ? keyId : null;
  }

  /**
   * A keyed hash (HMAC-SHA-256 under a key derived from the current secret) to find or compare
   * a value without decrypting every row; it changes with the key, so rotation rewrites it.
   */
  lookupHash(value: string, context: string): string {
    return createHmac('sha256', this.current.lookup).update(`${context}\u0000${value}`).digest('hex');
  }

  private seal(plain: Uint8Array, context: string) {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.current.encryption, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const data = Buffer.concat([cipher.update(plain), cipher.final()]);
    return { iv, tag: cipher.getAuthTag(), data };
  }

  private open(keyId: string, iv: Buffer, tag: Buffer, data: Buffer, context: string): Buffer {
    const key = this.keys.get(keyId);
    if (!key) throw new DataDecryptionError(`no key with id ${keyId} (set it in DATA_ENCRYPTION_KEYS_OLD)`);
    if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new DataDecryptionError('damaged encrypted value');
    try {
      const decipher = createDecipheriv('aes-256-gcm', key.encryption, iv, { authTagLength: TAG_BYTES });
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(data), decipher.final()]);
    } catch {
      throw new DataDecryptionError('damaged encrypted value');
    }
  }
}

/** What the configuration holds: the current secret and the ones before it, oldest rotation last. */
export interface DataEncryptionConfig {
  key: Buffer;
  previousKeys: Buffer[];
}

const ciphers = new WeakMap<DataEncryptionConfig, DataCipher>();

/** One cipher per configuration (the key derivation runs once). */
export function dataCipherOf(config: { dataEncryption: DataEncryptionConfig }): DataCipher {
  let cipher = ciphers.get(config.dataEncryption);
  if (!cipher) {
    cipher = new DataCipher(config.dataEncryption.key, config.dataEncryption.previousKeys);
    ciphers.set(config.dataEncryption, cipher);
  }
  return cipher;
}
