import type { EmailMessage } from '../../adapters/messaging/messaging';
import { absoluteUrl } from '../../adapters/storage/upload-url';

/** The e-mail telling a pro about a new lead, in zh-TW. Links start at the configured PUBLIC_URL. */

const SIGNATURE = '好幫手 敬上';
const DESCRIPTION_PREVIEW = 200;

export interface LeadMailRequest {
  categoryName: string;
  place: string;
  whenText: string;
  answers: readonly { label: string; text: string }[];
  description: string;
  /** The request's photos as stored (site-relative on this server's storage). */
  photoUrls?: readonly string[];
}

export function leadUrl(publicUrl: string, bidId: number): string {
  return `${publicUrl}/dashboard/works/${bidId}`;
}

export function newLeadMessage(
  to: { email: string; name: string },
  request: LeadMailRequest,
  link: string,
  publicUrl: string,
  /** A one-time login link that opens the lead (login_once); works once, for a few days. */
  loginLink?: string,
): EmailMessage {
  const description =
    request.description.length > DESCRIPTION_PREVIEW ? `${request.description.slice(0, DESCRIPTION_PREVIEW)}…` : request.description;
  return {
    to: to.email,
    subject: `【好幫手】新案件：${request.place}的「${request.categoryName}」需求`,
    text: [
      `${to.name} 您好：`,
      '',
      `有一位顧客在${request.place}需要「${request.categoryName}」服務，依您的服務項目與服務地區，系統把這個案件推薦給您。`,
      '',
      `需要的時間：${request.whenText}`,
      ...request.answers.map((a) => `${a.label}：${a.text}`),
      ...(description ? ['', `補充說明：${description}`] : []),
      // Read outside the site: every link starts at PUBLIC_URL (the photos open once signed in).
      ...(request.photoUrls?.length ? ['', `顧客附上的照片（${request.photoUrls.length} 張，登入後可看）：`, ...request.photoUrls.map((url) => absoluteUrl(publicUrl, url))] : []),
      '',
      '查看案件並報價：',
      link,
      ...(loginLink ? ['', '不必輸入密碼，一鍵登入並查看案件（連結只能使用一次）：', loginLink] : []),
      '',
      '越快回覆，越容易被顧客選中。若不想再收到新案件的 Email，可到「帳戶設定 > 通知設定」關閉。',
      '',
      SIGNATURE,
      publicUrl,
    ].join('\n'),
  };
}
