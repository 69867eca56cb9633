import type { EmailMessage } from '../../adapters/messaging/messaging';

/** After posting: the link to the request and all its quotes, for a consumer on another device. */
export function requestPostedMessage(to: { email: string; name: string }, request: { categoryName: string; guestUrl: string; dashboardUrl: string }, publicUrl: string): EmailMessage {
  return {
    to: to.email,
    subject: `【好幫手】已收到您的「${request.categoryName}」需求`,
    text: [
      `${to.name} 您好：`,
      '',
      `您的「${request.categoryName}」需求已送出，系統正在通知適合的專家。有新報價時，我們會寄 Email 並傳簡訊給您。`,
      '',
      '不必登入，隨時用這個連結查看需求與收到的報價（連結 30 天內有效）：',
      request.guestUrl,
      '',
      `登入後可以回覆專家、雇用與管理需求：${request.dashboardUrl}`,
      '',
      '好幫手 敬上',
      publicUrl,
    ].join('\n'),
  };
}
