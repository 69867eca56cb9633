import { createCipheriv, createDecipheriv } from 'node:crypto';
import { dotNetUrlEncode } from '../payments/ecpay/check-mac';

/**
 * The envelope of ECPay's e-invoice API (B2C, version 3): the request's `Data` is the JSON of the
 * call, URL-encoded, encrypted with AES-128-CBC (PKCS7 padding) under the merchant's HashKey and
 * HashIV, in base64; the answer's `Data` the same way back. The HashKey and HashIV are 16
 * characters each (the AES key and IV as they are).
 */
export interface EinvoiceKeys {
  hashKey: string;
  hashIv: string;
}

function keyOf(keys: EinvoiceKeys): { key: Buffer; iv: Buffer } {
  const key = Buffer.from(keys.hashKey, 'utf8');
  const iv = Buffer.from(keys.hashIv, 'utf8');
  if (key.length !== 16 || iv.length !== 16) throw new Error('ECPay e-invoice HashKey and HashIV must be 16 characters each');
  return { key, iv };
}

/** URL-encoded JSON, AES-128-CBC, base64: a request's or an answer's `Data`. */
export function encryptData(data: unknown, keys: EinvoiceKeys): string {
  const { key, iv } = keyOf(keys);
  const cipher = createCipheriv('aes-128-cbc', key, iv);
  return Buffer.concat([cipher.update(dotNetUrlEncode(JSON.stringify(data)), 'utf8'), cipher.final()]).toString('base64');
}

/** The JSON inside a `Data`; throws on a wrong key or a damaged value. */
export function decryptData(data: string, keys: EinvoiceKeys): unknown {
  const { key, iv } = keyOf(keys);
  const decipher = createDecipheriv('aes-128-cbc', key, iv);
  const plain = Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString('utf8');
  return JSON.parse(decodeURIComponent(plain.replaceAll('+', ' ')));
}

/** The JSON body of a request: `{MerchantID, RqHeader: {Timestamp}, Data}`; Timestamp in Unix seconds (ECPay refuses one more than 10 minutes off). */
export function requestBody(merchantId: string, data: unknown, keys: EinvoiceKeys, now: Date): { MerchantID: string; RqHeader: { Timestamp: number }; Data: string } {
  return { MerchantID: merchantId, RqHeader: { Timestamp: Math.floor(now.getTime() / 1000) }, Data: encryptData(data, keys) };
}
