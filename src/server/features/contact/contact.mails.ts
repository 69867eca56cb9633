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

/**
 * Sent when a message arrives: that it was received and when to expect an answer. Anyone can type
 * any address into the form, so this mail repeats nothing the sender typed (not the name, not the
 * message): it cannot carry someone's text to a stranger's inbox.
 */
export function contactAcknowledgement(sent: Pick<ContactMailMessage, 'id' | 'email' | 'topic'>, publicUrl: string): EmailMessage {
  return {
    to: sent.email,
    subject: `【好幫手】我們已收到您的訊息（編號 ${sent.id}）`,
    text: [
      '您好：',
      '',
      `感謝您的來信，我們已收到您關於「${CONTACT_TOPIC_TEXT[sent.topic]}」的訊息（編號 ${sent.id}），將在 1–2 個工作天內回覆到這個信箱。`,
      '',
      '如果您沒有在好幫手網站留言，請忽略這封信。',
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
