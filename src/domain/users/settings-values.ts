import {
  DEFAULT_NOTIFICATION_SETTINGS,
  DEFAULT_USER_SETTINGS,
  NOTIFICATION_SETTING_KEYS,
  type NotificationSettings,
  USER_SETTING_KEYS,
  type UserSettings,
} from './settings';

/** Turns stored settings (jsonb) into every key as 0 or 1: defaults, then what was saved. */

type Flags<K extends string> = Record<K, 0 | 1>;

export const SETTING_VALUE_MESSAGE = '設定值只能是 0 或 1';
export const UNKNOWN_SETTING_MESSAGE = '沒有這個設定項目';

function asFlag(value: unknown): 0 | 1 | undefined {
  if (value === 1 || value === true || value === '1' || value === 'true') return 1;
  if (value === 0 || value === false || value === '0' || value === 'false') return 0;
  return undefined;
}

function merge<K extends string>(keys: readonly K[], defaults: Flags<K>, stored: unknown): Flags<K> {
  const saved = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  const result = { ...defaults };
  for (const key of keys) {
    const flag = asFlag(saved[key]);
    if (flag !== undefined) result[key] = flag;
  }
  return result;
}

export function userSettingsOf(stored: unknown): UserSettings {
  return merge(USER_SETTING_KEYS, DEFAULT_USER_SETTINGS, stored);
}

export function notificationSettingsOf(stored: unknown): NotificationSettings {
  return merge(NOTIFICATION_SETTING_KEYS, DEFAULT_NOTIFICATION_SETTINGS, stored);
}

export interface SettingsProblem {
  key: string;
  message: string;
}

/**
 * Reads a change of settings ({key: 0|1}); returns the values to store and the problems
 * (unknown keys, values other than 0 and 1), each naming its key.
 */
export function readSettingsChange<K extends string>(
  keys: readonly K[],
  input: unknown,
): { values: Partial<Flags<K>>; problems: SettingsProblem[] } {
  const values: Partial<Flags<K>> = {};
  const problems: SettingsProblem[] = [];
  if (input === undefined) return { values, problems };
  if (!input || typeof input !== 'object' || Array.isArray(input)) return { values, problems: [{ key: '', message: '設定的格式不正確' }] };
  for (const [key, raw] of Object.entries(input)) {
    if (!(keys as readonly string[]).includes(key)) {
      problems.push({ key, message: UNKNOWN_SETTING_MESSAGE });
      continue;
    }
    const flag = asFlag(raw);
    if (flag === undefined) problems.push({ key, message: SETTING_VALUE_MESSAGE });
    else values[key as K] = flag;
  }
  return { values, problems };
}
