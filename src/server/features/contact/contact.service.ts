import type { Kysely } from 'kysely';
import { CONTACT_MESSAGES_PER_EMAIL, CONTACT_MESSAGES_PER_IP, tooManyContactMessagesMessage } from '../../../domain/contact/contact-topics';
import type { ContactMessageBody } from '../../../domain/contact/contact.contract';
import { AppError } from '../../../domain/errors/app-error';
import { ErrorText } from '../../../domain/errors/codes';
import type { Clock } from '../../adapters/clock';
import type { EmailSender } from '../../adapters/messaging/messaging';
import type { FileStorage } from '../../adapters/storage/storage';
import type { Database } from '../../db/schema';
import type { BackgroundTasks } from '../../lib/background-tasks';
import type { Throttle } from '../../lib/throttle';
import type { CheckedAttachment } from '../../lib/uploads/attachments';
import { removeAttachments } from '../../lib/uploads/attachments';
import { saveContactAttachment } from './contact-attachment';
import { contactAcknowledgement } from './contact.mails';
import { insertContactMessage } from './contact.repository';

export interface ContactDeps {
  db: Kysely<Database>;
  throttle: Throttle;
  messaging: EmailSender;
  background: BackgroundTasks;
  clock: Clock;
  storage: FileStorage;
  publicUrl: string;
}

/** Where a message comes from: the address (for the limit) and the signed-in user, if any. */
export interface ContactOrigin {
  ip: string;
  userId: number | null;
}

function limited(retryAfter: number): AppError {
  return new AppError('rate_limited', ErrorText.RateLimited, tooManyContactMessagesMessage(retryAfter), { retryAfterSeconds: retryAfter });
}

/** The public contact page's messages: limited, stored for the support inbox, acknowledged by e-mail. */
export class ContactMessagesService {
  constructor(private readonly deps: ContactDeps) {}

  /**
   * Refuses a sender whose address has already used up its window, before an upload's body is
   * read (the counted check is `send`'s): a flood of files is never received in full.
   */
  async refuseIfLimited(ip: string): Promise<void> {
    const byIp = await this.deps.throttle.peek(CONTACT_MESSAGES_PER_IP, ip);
    if (!byIp.allowed) throw limited(byIp.retryAfter);
  }

  /**
   * Counts the message against its IP address and its e-mail address first (each message mails
   * that address, so the second limit keeps the form from being used to flood someone), then
   * stores it and mails the acknowledgement after the answer. A filled honeypot is answered the
   * same way but nothing is stored or sent, so a robot learns nothing.
   */
  async send(body: ContactMessageBody, origin: ContactOrigin, file?: CheckedAttachment): Promise<{ email: string }> {
    const { throttle } = this.deps;
    const byIp = await throttle.hit(CONTACT_MESSAGES_PER_IP, origin.ip);
    if (!byIp.allowed) throw limited(byIp.retryAfter);
    const byEmail = await throttle.hit(CONTACT_MESSAGES_PER_EMAIL, body.email);
    if (!byEmail.allowed) throw limited(byEmail.retryAfter);
    if (body.website) return { email: body.email };
    // The file is written first; if the row cannot be, the file goes too.
    const attachment = file ? await saveContactAttachment(this.deps.storage, file) : null;
    let id: number;
    try {
      id = await insertContactMessage(this.deps.db, body, attachment, origin.userId, this.deps.clock.now());
    } catch (error) {
      if (attachment) await removeAttachments(this.deps.storage, [attachment]);
      throw error;
    }
    this.deps.background.run('contact acknowledgement mail', () =>
      this.deps.messaging.sendEmail(contactAcknowledgement({ id, email: body.email, topic: body.topic }, this.deps.publicUrl)),
    );
    return { email: body.email };
  }
}
