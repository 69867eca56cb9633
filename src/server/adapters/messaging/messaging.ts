/** What the product sends to people: e-mail and SMS (and voice codes), behind small interfaces. */

export interface EmailMessage {
  to: string;
  subject: string;
  /** Plain text, zh-TW. */
  text: string;
}

export interface SmsMessage {
  /** Canonical phone number, +8869xxxxxxxx. */
  to: string;
  /** zh-TW text, at most 70 characters to fit one Unicode SMS where possible. */
  text: string;
  /** A voice call reading the text instead of an SMS. */
  voice?: boolean;
}

export interface EmailSender {
  sendEmail(message: EmailMessage): Promise<void>;
}

export interface SmsSender {
  sendSms(message: SmsMessage): Promise<void>;
}

export interface Messaging extends EmailSender, SmsSender {
  /**
   * Whether an SMS marked `voice` is read by a phone call (or kept as one by the outbox). When
   * false, a voice code is texted as an ordinary SMS and the screens say so before anyone asks.
   */
  readonly voiceCodes: boolean;
}
