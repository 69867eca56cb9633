/** What the settings' list of signed-in devices shows for a session: browser and system. */
export interface DeviceLabel {
  browser: string;
  device: string;
}

// Order matters: Edge and Samsung say "Chrome" too, Chrome says "Safari", in-app browsers say both.
const BROWSERS: [RegExp, string][] = [
  [/\bLine\//i, 'LINE'],
  [/FBAN|FBAV/, 'Facebook'],
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const DEVICES: [RegExp, string][] = [
  [/iPad/, 'iPad'],
  [/iPhone|iPod/, 'iPhone'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'Mac'],
  [/CrOS/, 'Chromebook'],
  [/Linux/, 'Linux'],
];

/** A rough, readable label from a User-Agent header; unknown parts are null for the page to word. */
export function describeUserAgent(userAgent: string | null | undefined): { browser: string | null; device: string | null } {
  const ua = userAgent ?? '';
  return {
    browser: BROWSERS.find(([pattern]) => pattern.test(ua))?.[1] ?? null,
    device: DEVICES.find(([pattern]) => pattern.test(ua))?.[1] ?? null,
  };
}
