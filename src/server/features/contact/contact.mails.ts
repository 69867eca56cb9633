import { CONTACT_TOPIC_TEXT, type ContactTopic } from '../../../domain/contact/contact-topics';
import type { EmailMessage } from '../../adapters/messaging/messaging';

/** The e-mails of the contact page and the support inbox, in zh-TW. */

const SIGNATURE = '好幫手客服團隊 敬上';

const greeting = (name: string) => (name ? `${name} 您好：` : '您好：');
const quoted = (text: string) =>
  text
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');

export interface ContactMailMessage {
  id: number;
  name: string;
  email: string;
  topic: ContactTopic;
  message: string;
}

/** Sent when a message arrives: what was received and when to expect an answer. */
export function contactAcknowledgement(sent: ContactMailMessage, publicUrl: string): EmailMessage {
  return {
    to: sent.email,
    subject: `【好幫手】我們已收到您的訊息（編號 ${sent.id}）`,
    text: [
      greeting(sent.name),
      '',
      `感謝您的來信，我們已收到您關於「${CONTACT_TOPIC_TEXT[sent.topic]}」的訊息，將在 1–2 個工作天內回覆到這個信箱。`,
      '',
      '您的訊息：',
      quoted(sent.message),
      '',
      '如果這封信不是您送出的，請忽略它。',
      '',
      SIGNATURE,
      publicUrl,
    ].join('\n'),
  };
}

/** An operator's answer to a contact message, quoting the message it answers. */
export function contactReplyMail(sent: ContactMailMessage, body: string, publicUrl: string): EmailMessage {
  return {
    to: sent.email,
    subject: `【好幫手】回覆：您的來信（編號 ${sent.id}，${CONTACT_TOPIC_TEXT[sent.topic]}）`,
    text: [greeting(sent.name), '', body, '', '—— 您的原始訊息 ——', quoted(sent.message), '', SIGNATURE, publicUrl].join('\n'),
  };
}
