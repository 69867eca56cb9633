import { describe, expect, it } from 'vitest';
import { AppError, HTTP_STATUS_BY_KIND } from './app-error';
import { ErrorText, QuoteError, ShopFeedbackError, ShopItemError } from './codes';
import { ERROR_TEXT_MESSAGES, QUOTE_ERROR_MESSAGES, shopFeedbackErrorMessage, shopItemErrorMessage } from './messages';

describe('the error catalogue', () => {
  it('numbers the shop item errors 801-817 and 823-826 in the spec order', () => {
    const codes = Object.values(ShopItemError);
    expect(codes).toEqual([...Array.from({ length: 17 }, (_, i) => 801 + i), 823, 824, 825, 826]);
  });

  it.each(Object.values(ErrorText))('has a zh-TW message for the text "%s"', (text) => {
    expect(ERROR_TEXT_MESSAGES[text]).toMatch(/[\u4e00-\u9fff]/);
  });

  it.each(Object.values(QuoteError))('has a zh-TW message for quote error %i', (code) => {
    expect(QUOTE_ERROR_MESSAGES[code]).toMatch(/[\u4e00-\u9fff]/);
  });

  it('falls back to unknown error for a shop code outside the catalogue', () => {
    expect(shopItemErrorMessage(899)).toBe(ERROR_TEXT_MESSAGES[ErrorText.UnknownError]);
    expect(shopItemErrorMessage(ShopItemError.BadName)).not.toBe(ERROR_TEXT_MESSAGES[ErrorText.UnknownError]);
    expect(shopFeedbackErrorMessage(ShopFeedbackError.BadText)).toContain('50');
  });

  it('maps every kind to one status and 403 only to a dead session', () => {
    expect(HTTP_STATUS_BY_KIND).toEqual({
      invalid: 400,
      bad_api_key: 401,
      unauthenticated: 403,
      not_found: 404,
      conflict: 409,
      too_large: 413,
      rate_limited: 429,
    });
    expect(AppError.unauthenticated().code).toBe('invalid token');
  });

  it('names every invalid field in the message', () => {
    const error = AppError.invalid([
      { field: 'email', message: '格式不正確' },
      { field: 'phone', message: '必填' },
    ]);
    expect(error.message).toBe('email：格式不正確；phone：必填');
  });
});
