import type { Kysely } from 'kysely';
import { type Config, ConfigError } from '../../config';
import type { Database } from '../../db/schema';
import { Every8dSmsSender } from './every8d-sms';
import type { EmailSender, Messaging, SmsSender } from './messaging';
import { OutboxMessaging } from './outbox';
import { SmtpEmailSender } from './smtp-email';
import { TwilioVoiceCaller } from './twilio-voice';

/**
 * The senders the configuration asks for: SMTP when SMTP_URL is set, EVERY8D when
 * SMS_PROVIDER=every8d, Twilio calls for voice codes when VOICE_PROVIDER=twilio, the outbox for
 * whatever is not configured. In production the outbox is refused unless
 * ALLOW_OUTBOX_IN_PRODUCTION is set (loadConfig refuses it first). Without Twilio, voice codes
 * go where SMS go: kept as voice entries by the outbox, or texted by EVERY8D (which has no calls).
 */
export function createMessaging(config: Config, db: Kysely<Database>): Messaging {
  const settings = config.messaging;
  const outbox = new OutboxMessaging(db);
  const outboxAllowed = config.env !== 'production' || settings.allowOutboxInProduction;
  if (!settings.smtpUrl && !outboxAllowed) throw new ConfigError('Invalid configuration:\n  SMTP_URL: is required when NODE_ENV=production');
  if (!settings.every8d && !outboxAllowed) throw new ConfigError('Invalid configuration:\n  SMS_PROVIDER: is required when NODE_ENV=production');

  const email: EmailSender = settings.smtpUrl ? new SmtpEmailSender({ url: settings.smtpUrl, from: settings.mailFrom }) : outbox;
  const sms: SmsSender = settings.every8d
    ? new Every8dSmsSender({ uid: settings.every8d.uid, pwd: settings.every8d.pwd, baseUrl: settings.every8d.url, subject: '好幫手' })
    : outbox;
  const voice = settings.twilio ? new TwilioVoiceCaller(settings.twilio) : undefined;
  return {
    sendEmail: (message) => email.sendEmail(message),
    sendSms: async (message) => {
      if (message.voice && voice) await voice.call(message);
      else await sms.sendSms(message);
    },
    voiceCodes: voice !== undefined || sms === outbox,
  };
}
