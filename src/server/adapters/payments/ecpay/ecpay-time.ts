/** ECPay's times are Taiwan wall-clock strings: `yyyy/MM/dd HH:mm:ss` or, for ATM deadlines, `yyyy/MM/dd`. */
const TAIPEI_OFFSET_MS = 8 * 3600 * 1000;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function toEcpayDateTime(date: Date): string {
  const t = new Date(date.getTime() + TAIPEI_OFFSET_MS);
  return `${t.getUTCFullYear()}/${pad(t.getUTCMonth() + 1)}/${pad(t.getUTCDate())} ${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}:${pad(t.getUTCSeconds())}`;
}

export function toEcpayDate(date: Date): string {
  return toEcpayDateTime(date).slice(0, 10);
}

const DATE_TIME = /^(\d{4})\/(\d{2})\/(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/;

/**
 * The instant an ECPay time names; a date alone (an ATM deadline) means the end of that
 * Taiwan day. Null when the text is not such a time.
 */
export function parseEcpayTime(text: string | undefined): Date | null {
  const m = DATE_TIME.exec(text ?? '');
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const [hour, minute, second] = m[4] === undefined ? [23, 59, 59] : [Number(m[4]), Number(m[5]), Number(m[6])];
  const utc = Date.UTC(year, month - 1, day, hour, minute, second) - TAIPEI_OFFSET_MS;
  const date = new Date(utc);
  if (toEcpayDateTime(date) !== `${m[1]}/${m[2]}/${m[3]} ${pad(hour)}:${pad(minute)}:${pad(second)}`) return null;
  return date;
}
