import { createHash, createHmac } from 'node:crypto';

/** AWS Signature Version 4 for S3 requests, as AWS documents it ("Signature Calculations for the Authorization Header"). */

export const EMPTY_PAYLOAD_SHA256 = createHash('sha256').update('').digest('hex');

export interface SigV4Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service: string;
}

export function sha256Hex(data: Uint8Array | string): string {
  return createHash('sha256').update(data).digest('hex');
}

function hmac(key: Uint8Array | string, data: string): Buffer {
  return createHmac('sha256', key).update(data).digest();
}

/** RFC 3986 encoding as S3 wants it: everything but unreserved characters; '/' kept in paths. */
export function uriEncode(text: string, keepSlash: boolean): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const c = String.fromCharCode(byte);
    if (/[A-Za-z0-9\-._~]/.test(c) || (keepSlash && c === '/')) out += c;
    else out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** `20130524T000000Z` */
export function amzDate(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

export interface CanonicalParts {
  method: string;
  /** The path as it goes on the wire (already encoded). */
  path: string;
  /** The query pairs, decoded. */
  query: [string, string][];
  /** Lower-case header names to their values, only the signed ones. */
  headers: Record<string, string>;
  payloadHash: string;
}

export function canonicalRequest(parts: CanonicalParts): { text: string; signedHeaders: string } {
  const names = Object.keys(parts.headers)
    .map((n) => n.toLowerCase())
    .sort();
  const lower = Object.fromEntries(Object.entries(parts.headers).map(([k, v]) => [k.toLowerCase(), v]));
  const headerLines = names.map((n) => `${n}:${String(lower[n]).trim().replace(/\s+/g, ' ')}\n`).join('');
  const query = parts.query
    .map(([k, v]) => [uriEncode(k, false), uriEncode(v, false)] as const)
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const signedHeaders = names.join(';');
  return { text: [parts.method, parts.path, query, headerLines, signedHeaders, parts.payloadHash].join('\n'), signedHeaders };
}

/** The hex signature of a canonical request at a time (`x-amz-date`). */
export function signature(credentials: SigV4Credentials, xAmzDate: string, canonical: string): { signature: string; scope: string } {
  const day = xAmzDate.slice(0, 8);
  const scope = `${day}/${credentials.region}/${credentials.service}/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', xAmzDate, scope, sha256Hex(canonical)].join('\n');
  let key = hmac(`AWS4${credentials.secretAccessKey}`, day);
  for (const part of [credentials.region, credentials.service, 'aws4_request']) key = hmac(key, part);
  return { signature: createHmac('sha256', key).update(toSign).digest('hex'), scope };
}

/**
 * Signs a request: returns the headers to send (the given ones plus host, x-amz-date,
 * x-amz-content-sha256 and authorization). Every header given is signed.
 */
export function signRequest(
  credentials: SigV4Credentials,
  request: { method: string; url: URL; headers: Record<string, string>; payloadHash: string; date?: Date },
): Record<string, string> {
  const xAmzDate = amzDate(request.date ?? new Date());
  const headers: Record<string, string> = {
    ...request.headers,
    host: request.url.host,
    'x-amz-date': xAmzDate,
    'x-amz-content-sha256': request.payloadHash,
  };
  const query = [...request.url.searchParams.entries()];
  const { text, signedHeaders } = canonicalRequest({ method: request.method, path: request.url.pathname, query, headers, payloadHash: request.payloadHash });
  const { signature: sig, scope } = signature(credentials, xAmzDate, text);
  headers.authorization = `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${sig}`;
  return headers;
}
