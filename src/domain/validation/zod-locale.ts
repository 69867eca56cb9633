import { z } from 'zod';

/** Zod's own messages in zh-TW, so a failed field reads naturally to the user. */
export function applyZhTwValidationMessages(): void {
  z.config(z.locales.zhTW());
}
