import { describe, expect, it } from 'vitest';
import { tooManyLoginsMessage, waitText } from './auth-limits';

describe('waitText', () => {
  it.each([
    [0, '1 秒'],
    [1, '1 秒'],
    [59, '59 秒'],
    [60, '1 分鐘'],
    [61, '2 分鐘'],
    [900, '15 分鐘'],
  ])('writes %i seconds as %s', (seconds, text) => {
    expect(waitText(seconds)).toBe(text);
  });

  it('tells a blocked user how long to wait and what else to try', () => {
    expect(tooManyLoginsMessage(840)).toBe('登入失敗次數過多，請於 14 分鐘後再試，或使用「忘記密碼」重設密碼、改用驗證碼登入。');
  });
});
