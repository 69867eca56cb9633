import type { EmailMessage } from '../../adapters/messaging/messaging';
import { ACTIVATION_LINK_TTL_MINUTES, RESET_LINK_TTL_MINUTES } from '../../../domain/users/auth-limits';

/** The e-mails of the accounts feature, in zh-TW. Links start at the configured PUBLIC_URL. */

const SIGNATURE = '好幫手 敬上';

function greeting(name: string): string {
  return name ? `${name} 您好：` : '您好：';
}

export function activationUrl(publicUrl: string, userId: number, hash: string): string {
  return `${publicUrl}/activate/${userId}/${encodeURIComponent(hash)}`;
}

export function resetPasswordUrl(publicUrl: string, hash: string): string {
  return `${publicUrl}/resetpass/${encodeURIComponent(hash)}`;
}

/** Sent after sign-up: confirms the e-mail address belongs to the new member. */
export function activationMessage(to: { email: string; name: string }, link: string, publicUrl: string): EmailMessage {
  const days = ACTIVATION_LINK_TTL_MINUTES / (24 * 60);
  return {
    to: to.email,
    subject: '【好幫手】歡迎加入！請啟用您的帳號',
    text: [
      greeting(to.name),
      '',
      '感謝您註冊好幫手！請點選下方連結，確認這是您的電子郵件並啟用帳號：',
      '',
      link,
      '',
      `連結 ${days} 天內有效。啟用後，您就能收到報價、訊息與案件通知。`,
      '',
      '如果您沒有註冊好幫手，請忽略這封信，我們不會再寄信給您。',
      '',
      SIGNATURE,
      publicUrl,
    ].join('\n'),
  };
}

/** Sent on "forgot password": a single-use link to choose a new password. */
export function resetPasswordMessage(to: { email: string; name: string }, link: string, publicUrl: string): EmailMessage {
  return {
    to: to.email,
    subject: '【好幫手】重設密碼',
    text: [
      greeting(to.name),
      '',
      '我們收到了重設您好幫手帳號密碼的申請。請點選下方連結設定新密碼：',
      '',
      link,
      '',
      `連結 ${RESET_LINK_TTL_MINUTES / 60} 小時內有效，且只能使用一次。設定新密碼後，所有裝置都需要重新登入。`,
      '',
      '如果您沒有申請重設密碼，請忽略這封信，您的密碼不會有任何變動。',
      '',
      SIGNATURE,
      publicUrl,
    ].join('\n'),
  };
}

/** Sent after the password changed, so an owner who did not change it finds out. */
export function passwordChangedMessage(to: { email: string; name: string }, publicUrl: string): EmailMessage {
  return {
    to: to.email,
    subject: '【好幫手】您的密碼已變更',
    text: [
      greeting(to.name),
      '',
      '您好幫手帳號的密碼剛剛變更了，其他裝置上的登入狀態也已經登出。',
      '',
      `如果這不是您本人的操作，請立即到 ${resetPasswordUrlHint(publicUrl)} 使用「忘記密碼」重設密碼，並聯絡客服。`,
      '',
      SIGNATURE,
      publicUrl,
    ].join('\n'),
  };
}

function resetPasswordUrlHint(publicUrl: string): string {
  return `${publicUrl}/login`;
}
