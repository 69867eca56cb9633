import type { LimitRule } from '../users/auth-limits';
import { waitText } from '../users/auth-limits';

/** The topics a visitor picks on the contact page, in the order the form lists them. */
export const CONTACT_TOPICS = ['account', 'payment', 'quotes', 'safety', 'partnership', 'other'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

/** zh-TW names of the topics, as the e-mails name them (the web reads the same texts from its translations). */
export const CONTACT_TOPIC_TEXT: Record<ContactTopic, string> = {
  account: '帳號與登入',
  payment: '付款與點數',
  quotes: '報價與媒合',
  safety: '檢舉與安全',
  partnership: '合作提案',
  other: '其他',
};

/** Where a contact message is in the support inbox. */
export const CONTACT_STATUSES = ['open', 'answered', 'closed'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];
export const ContactStatusId = { Open: 'open', Answered: 'answered', Closed: 'closed' } as const satisfies Record<string, ContactStatus>;

/** Lengths of the contact form's fields. */
export const CONTACT_NAME_MAX = 50;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 2000;
/** An operator's reply, e-mailed to the sender. */
export const CONTACT_REPLY_MIN = 2;
export const CONTACT_REPLY_MAX = 5000;
/** Contact messages per page of the support inbox. */
export const CONTACT_INBOX_PAGE_SIZE = 20;

/** Messages sent from one IP address (an office shares one, so not too few). */
export const CONTACT_MESSAGES_PER_IP: LimitRule = { scope: 'contact-ip', limit: 10, windowSeconds: 60 * 60 };
/** Messages from one e-mail address: each one mails that address an acknowledgement. */
export const CONTACT_MESSAGES_PER_EMAIL: LimitRule = { scope: 'contact-email', limit: 3, windowSeconds: 60 * 60 };

/** Past either limit: when to try again. */
export function tooManyContactMessagesMessage(retryAfterSeconds: number): string {
  return `送出次數過多，請在 ${waitText(retryAfterSeconds)}後再試，或直接寫信給客服。`;
}

/** The field errors of the contact form, each naming its field. */
export const ContactFieldMessage = {
  NameMissing: '姓名：請填寫您的姓名。',
  NameTooLong: `姓名：最多 ${CONTACT_NAME_MAX} 個字。`,
  EmailMissing: '電子郵件：請填寫電子郵件，我們會回覆到這個地址。',
  EmailInvalid: '電子郵件：請輸入正確的電子郵件地址（例如 name@example.com）。',
  PhoneInvalid: '手機號碼：請輸入正確的台灣手機號碼（例如 0912345678），或留空。',
  TopicMissing: '主題：請選擇一個主題。',
  MessageLength: `訊息內容：請寫 ${CONTACT_MESSAGE_MIN} 到 ${CONTACT_MESSAGE_MAX} 個字。`,
  AttachmentType: '附件：只接受 PNG、JPEG、GIF 圖片或 PDF 檔案。',
  AttachmentTooLarge: '附件：檔案需小於 10 MB。',
  AttachmentOne: '附件：最多附上 1 個檔案。',
  ReplyLength: `回覆內容：請寫 ${CONTACT_REPLY_MIN} 到 ${CONTACT_REPLY_MAX} 個字。`,
  StatusInvalid: '狀態：請選擇 open、answered 或 closed。',
} as const;

/** The contact form's attachment: its field, and one file of at most UPLOAD_MAX_BYTES. */
export const CONTACT_ATTACHMENT_FIELD = 'attachment';

/** Where the console opens a contact message's attachment: `/contact-attachments/{messageId}`. */
export const CONTACT_ATTACHMENTS_PATH = '/contact-attachments';

/** A contact message the inbox cannot find. */
export const CONTACT_MESSAGE_NOT_FOUND = '找不到這則聯絡訊息。';
