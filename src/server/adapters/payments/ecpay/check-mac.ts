import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * ECPay's CheckMacValue (AIO, EncryptType=1): the parameters without CheckMacValue, sorted by
 * name ignoring case, joined as `HashKey=..&k=v&..&HashIV=..`, URL-encoded the way .NET's
 * HttpUtility.UrlEncode does it (space as +, `-_.!*()` left as they are), lowercased, then
 * SHA-256 in upper-case hex.
 */
export function checkMacValue(params: Record<string, string>, hashKey: string, hashIv: string): string {
  const names = Object.keys(params)
    .filter((name) => name !== 'CheckMacValue')
    .sort((a, b) => {
      const x = a.toLowerCase();
      const y = b.toLowerCase();
      return x < y ? -1 : x > y ? 1 : 0;
    });
  const raw = `HashKey=${hashKey}&${names.map((name) => `${name}=${params[name]}`).join('&')}&HashIV=${hashIv}`;
  return createHash('sha256').update(dotNetUrlEncode(raw).toLowerCase()).digest('hex').toUpperCase();
}

/**
 * HttpUtility.UrlEncode: encodeURIComponent also leaves `~` and `'` alone, which .NET encodes,
 * and encodes space as %20 where .NET writes +.
 */
export function dotNetUrlEncode(value: string): string {
  return encodeURIComponent(value)
    .replaceAll('%20', '+')
    .replaceAll('~', '%7E')
    .replaceAll("'", '%27');
}

/** Whether a notification's CheckMacValue is the one its fields and our keys give. */
export function verifyCheckMacValue(params: Record<string, string>, hashKey: string, hashIv: string): boolean {
  const given = params.CheckMacValue;
  if (typeof given !== 'string' || !/^[0-9A-Fa-f]{64}$/.test(given)) return false;
  const expected = Buffer.from(checkMacValue(params, hashKey, hashIv));
  return timingSafeEqual(Buffer.from(given.toUpperCase()), expected);
}

/** The fields with their CheckMacValue added. */
export function signed(params: Record<string, string>, hashKey: string, hashIv: string): Record<string, string> {
  return { ...params, CheckMacValue: checkMacValue(params, hashKey, hashIv) };
}
