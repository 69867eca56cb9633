import type { EmailMessage } from '../../adapters/messaging/messaging';
import { spokenDigits } from '../../../domain/users/otp';

/** The texts of every code the product sends, in zh-TW. */

export function smsCodeText(code: string): string {
  return `【好幫手】您的驗證碼為 ${code}，10 分鐘內有效。請勿將驗證碼告訴他人。`;
}

// Read aloud by a voice call, or shown as an SMS where the provider has no voice calls.
export function voiceCodeText(code: string): string {
  const spoken = spokenDigits(code);
  return `您好，這裡是好幫手。您的驗證碼是 ${spoken}。再說一次，${spoken}。驗證碼 10 分鐘內有效。`;
}

const SIGNATURE = '好幫手 敬上';
const NEVER_SHARE = '驗證碼 10 分鐘內有效，且只能使用一次。請勿將驗證碼告訴任何人，好幫手的工作人員不會向您索取驗證碼。';

/** The code for logging in with an e-mail (or for signing up, when the address has no account). */
export function emailLoginMessage(to: string, code: string, hasAccount: boolean, publicUrl: string): EmailMessage {
  const action = hasAccount ? '登入' : '註冊';
  return {
    to,
    subject: `【好幫手】您的${action}驗證碼`,
    text: [
      '您好：',
      '',
      `您正在使用這個電子郵件${hasAccount ? '登入好幫手' : '註冊好幫手會員'}，${action}驗證碼為：`,
      '',
      `    ${code}`,
      '',
      NEVER_SHARE,
      '',
      `如果這不是您本人的操作，請忽略這封信${hasAccount ? '，您的帳號不會有任何變動' : ''}。`,
      '',
      SIGNATURE,
      publicUrl,
    ].join('\n'),
  };
}

/** The code that confirms a new e-mail address, sent to that address. */
export function emailChangeMessage(to: string, code: string, username: string, publicUrl: string): EmailMessage {
  return {
    to,
    subject: '【好幫手】請確認您的新電子郵件',
    text: [
      '您好：',
      '',
      `您正在將好幫手帳號「${username}」的電子郵件變更為這個地址。請在網站上輸入以下驗證碼完成變更：`,
      '',
      `    ${code}`,
      '',
      NEVER_SHARE,
      '',
      '如果這不是您本人的操作，請忽略這封信，電子郵件不會被變更。',
      '',
      SIGNATURE,
      publicUrl,
    ].join('\n'),
  };
}

/**
 * Sent instead of a code when someone asks to move their account to an address that already
 * has an account: the asker hears the same as for a free address, only the mailbox learns why.
 */
export function emailTakenNotice(to: string, publicUrl: string): EmailMessage {
  return {
    to,
    subject: '【好幫手】電子郵件變更未完成',
    text: [
      '您好：',
      '',
      '有人想把另一個好幫手帳號的電子郵件變更為這個地址，但這個地址已經有好幫手帳號了，所以沒有寄出驗證碼，也不會變更。',
      '',
      '如果是您本人，請直接用這個地址登入原本的帳號；如果不是您，請忽略這封信。',
      '',
      SIGNATURE,
      publicUrl,
    ].join('\n'),
  };
}

/** A one-time code that re-confirms the signed-in user before a sensitive change. */
export function reauthCodeMessage(to: string, code: string, publicUrl: string, reason: 'change' | 'login' = 'change'): EmailMessage {
  const why = reason === 'login' ? '有人正在登入您的帳號，若是您本人，請輸入以下驗證碼完成登入：' : '您正在變更帳號的重要設定，請輸入以下驗證碼確認是您本人：';
  return {
    to,
    subject: '【好幫手】身分確認驗證碼',
    text: ['您好：', '', why, '', `    ${code}`, '', NEVER_SHARE, '', SIGNATURE, publicUrl].join('\n'),
  };
}

/** A notice to the old address once the e-mail has changed, so a takeover does not go unseen. */
export function emailChangedNotice(to: string, username: string, newEmailHint: string, publicUrl: string): EmailMessage {
  return {
    to,
    subject: '【好幫手】您的電子郵件已變更',
    text: [
      '您好：',
      '',
      `好幫手帳號「${username}」的電子郵件已變更為 ${newEmailHint}，之後的通知會寄到新的地址。`,
      '',
      '如果這不是您本人的操作，請立即聯絡客服，我們會協助您取回帳號。',
      '',
      SIGNATURE,
      publicUrl,
    ].join('\n'),
  };
}

/** j***@example.com: enough to recognise an address without handing it out. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, Math.min(1, at))}***${email.slice(at)}`;
}
