import { formatQuotePrice } from '../../../domain/money';
import type { EmailMessage } from '../../adapters/messaging/messaging';

/** The texts telling a consumer a quote arrived (e-mail and SMS), in zh-TW. */

export interface QuoteNotice {
  categoryName: string;
  proName: string;
  /** NT$3,000, NT$800/小時, 需現場估價. */
  priceText: string;
  /** Opens the quote and its request without signing in (30 days). */
  guestUrl: string;
  /** Signs the consumer in once and opens the quote list (a few days). */
  loginUrl: string | undefined;
  /** Where the quote list is for someone already signed in. */
  dashboardUrl: string;
}

/** The quote's price as the quote card writes it (domain/money's house style). */
export function quotePriceText(bid: { rating_type: 'required' | 'flat' | 'hourly' | null; flat_rate_at: number | null; hourly_rate_at: number | null }): string {
  return formatQuotePrice(bid) ?? '需現場估價';
}

export function newQuoteMessage(to: { email: string; name: string }, notice: QuoteNotice, publicUrl: string): EmailMessage {
  return {
    to: to.email,
    subject: `【好幫手】您的「${notice.categoryName}」需求收到新報價`,
    text: [
      `${to.name} 您好：`,
      '',
      `${notice.proName} 對您的「${notice.categoryName}」需求送出了報價：${notice.priceText}。`,
      '',
      '不必登入，直接查看這份報價（連結 30 天內有效）：',
      notice.guestUrl,
      ...(notice.loginUrl ? ['', '一鍵登入並比較所有報價、回覆專家（連結只能使用一次）：', notice.loginUrl] : []),
      '',
      `已登入時也可以在這裡查看：${notice.dashboardUrl}`,
      '',
      '不想再收到新報價的 Email 或簡訊，可到「帳戶設定 > 通知設定」關閉。',
      '',
      '好幫手 敬上',
      publicUrl,
    ].join('\n'),
  };
}

export function newQuoteSms(notice: Pick<QuoteNotice, 'categoryName' | 'guestUrl'>): string {
  return `好幫手：您的「${notice.categoryName}」收到新報價，查看：${notice.guestUrl}`;
}

/** To a pro who quoted: the consumer hired another pro, so the request no longer takes quotes. */
export function requestClosedMessage(
  to: { email: string; name: string },
  request: { categoryName: string; requestId: number; leadUrl: string },
  publicUrl: string,
): EmailMessage {
  return {
    to: to.email,
    subject: `【好幫手】「${request.categoryName}」需求（#${request.requestId}）的顧客已雇用其他專家`,
    text: [
      `${to.name} 您好：`,
      '',
      `您報價的「${request.categoryName}」需求（編號 #${request.requestId}），顧客已雇用另一位專家，這個需求已結束徵求報價，不需要再回覆或更新報價。`,
      '',
      '謝謝您的報價，期待下一個案件再合作。',
      '',
      `查看這個案件：${request.leadUrl}`,
      '',
      '不想收到這類信件，可到「帳戶設定 > 通知設定」關閉「被雇用或案件狀態改變時寄 Email 通知我」。',
      '',
      '好幫手 敬上',
      publicUrl,
    ].join('\n'),
  };
}
