/** A server time (`YYYY-MM-DD HH:mm:ss`, UTC) at UTC+8 as `MM/DD HH:mm`. */
export function formatTaipeiTime(utc: string): string {
  const at = new Date(`${utc.replace(' ', 'T')}Z`);
  if (Number.isNaN(at.getTime())) return utc;
  const taipei = new Date(at.getTime() + 8 * 3_600_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(taipei.getUTCMonth() + 1)}/${two(taipei.getUTCDate())} ${two(taipei.getUTCHours())}:${two(taipei.getUTCMinutes())}`;
}
