import { describe, expect, it } from 'vitest';
import { emailChangedNotice, maskEmail, smsCodeText, voiceCodeText } from './otp.messages';

describe('code texts', () => {
  it('fits the SMS in one Unicode message', () => {
    const text = smsCodeText('123456');
    expect(text).toBe('【好幫手】您的驗證碼為 123456，10 分鐘內有效。請勿將驗證碼告訴他人。');
    expect(text.length).toBeLessThanOrEqual(70);
  });

  it('reads the code twice in a voice call', () => {
    expect(voiceCodeText('908172')).toBe('您好，這裡是好幫手。您的驗證碼是 9、0、8、1、7、2。再說一次，9、0、8、1、7、2。驗證碼 10 分鐘內有效。');
  });

  it('hides most of an address in the change notice', () => {
    expect(maskEmail('ming.wang@example.com')).toBe('m***@example.com');
    expect(emailChangedNotice('old@example.com', 'ming', maskEmail('new@example.com'), 'https://x.tw').text).toContain('已變更為 n***@example.com');
  });
});
