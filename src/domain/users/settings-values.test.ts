import { describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_SETTINGS, DEFAULT_USER_SETTINGS, USER_SETTING_KEYS } from './settings';
import {
  notificationSettingsOf,
  readSettingsChange,
  SETTING_VALUE_MESSAGE,
  UNKNOWN_SETTING_MESSAGE,
  userSettingsOf,
} from './settings-values';

describe('stored settings', () => {
  it('gives every key its default when nothing is stored', () => {
    expect(userSettingsOf({})).toEqual(DEFAULT_USER_SETTINGS);
    expect(notificationSettingsOf(null)).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
  });

  it('lays stored values over the defaults and ignores keys that no longer exist', () => {
    const settings = notificationSettingsOf({ email_marketing: 1, sms_hired: false, retired_key: 1, email_review: 'x' });
    expect(settings).toEqual({ ...DEFAULT_NOTIFICATION_SETTINGS, email_marketing: 1, sms_hired: 0 });
    expect(settings).not.toHaveProperty('retired_key');
  });
});

describe('readSettingsChange', () => {
  it.each([
    [{ weekly_summary: 0 }, { weekly_summary: 0 }],
    [{ weekly_summary: '1' }, { weekly_summary: 1 }],
    [{ weekly_summary: false, show_phone_to_hired: true }, { weekly_summary: 0, show_phone_to_hired: 1 }],
    [undefined, {}],
  ])('reads %j', (input, values) => {
    expect(readSettingsChange(USER_SETTING_KEYS, input)).toEqual({ values, problems: [] });
  });

  it('names unknown keys and values other than 0 and 1', () => {
    const { values, problems } = readSettingsChange(USER_SETTING_KEYS, { weekly_summary: 1, dark_mode: 1, show_phone_to_hired: 2 });
    expect(values).toEqual({ weekly_summary: 1 });
    expect(problems).toEqual([
      { key: 'dark_mode', message: UNKNOWN_SETTING_MESSAGE },
      { key: 'show_phone_to_hired', message: SETTING_VALUE_MESSAGE },
    ]);
  });

  it('refuses a list or a bare value', () => {
    expect(readSettingsChange(USER_SETTING_KEYS, [1]).problems).toHaveLength(1);
    expect(readSettingsChange(USER_SETTING_KEYS, '1').problems).toHaveLength(1);
  });
});
