import { describe, expect, it } from 'vitest';
import { cardInfo, declineMessage, isForeignCountry, normaliseBrand, splitCardInfo } from './cards';

describe('card_info', () => {
  it('joins brand and last four digits and splits them back', () => {
    expect(cardInfo('VISA', '4242')).toBe('VISA-4242');
    expect(splitCardInfo('MASTERCARD-4444')).toEqual({ brand: 'MASTERCARD', last4: '4444' });
    expect(splitCardInfo('VISA-42')).toBeNull();
    expect(splitCardInfo('4242424242424242')).toBeNull();
  });
});

describe('normaliseBrand', () => {
  it.each([
    [1, 'VISA'],
    ['2', 'MASTERCARD'],
    [3, 'JCB'],
    [4, 'UNIONPAY'],
    [5, 'AMEX'],
    ['visa', 'VISA'],
    ['mastercard', 'MASTERCARD'],
    ['amex', 'AMEX'],
    ['American Express', 'AMEX'],
    ['unionpay', 'UNIONPAY'],
    ['diners', 'UNKNOWN'],
    [null, 'UNKNOWN'],
  ] as const)('%s is %s', (raw, brand) => {
    expect(normaliseBrand(raw)).toBe(brand);
  });
});

describe('isForeignCountry', () => {
  it.each([
    ['TW', false],
    ['tw', false],
    ['', false],
    [null, false],
    ['BR', true],
    ['US', true],
  ] as const)('%s foreign: %s', (code, foreign) => {
    expect(isForeignCountry(code)).toBe(foreign);
  });
});

describe('declineMessage', () => {
  it('is zh-TW and names what the gateway said', () => {
    expect(declineMessage('Card Declined')).toContain('Card Declined');
    expect(declineMessage('Card Declined')).toContain('信用卡付款失敗');
    expect(declineMessage('  ')).toBe('信用卡付款失敗，請確認卡片資料或改用其他卡片。');
  });
});
