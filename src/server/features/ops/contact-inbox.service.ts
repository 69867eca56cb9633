import type { Kysely } from 'kysely';
import { CONTACT_MESSAGE_NOT_FOUND, ContactStatusId } from '../../../domain/contact/contact-topics';
import type { ContactInboxFilter, ContactMessage, ContactReply, ContactReplyBody, ContactStatusBody } from '../../../domain/contact/contact.contract';
import { AppError } from '../../../domain/errors/app-error';
import { OpsAction } from '../../../domain/ops/ops-limits';
import type { EmailSender } from '../../adapters/messaging/messaging';
import type { Database } from '../../db/schema';
import type { BackgroundTasks } from '../../lib/background-tasks';
import { contactReplyMail } from '../contact';
import { recordAudit } from './audit.repository';
import { findContactMessage, insertContactReply, listContactMessages, listContactReplies, updateContactMessage } from './contact-inbox.repository';
import type { OpsCaller } from './ops-caller';

export interface ContactInboxDeps {
  db: Kysely<Database>;
  messaging: EmailSender;
  background: BackgroundTasks;
  publicUrl: string;
}

export interface ContactThread {
  contact_message: ContactMessage;
  replies: ContactReply[];
}

const notFound = () => AppError.notFound(CONTACT_MESSAGE_NOT_FOUND);

/** The console's support inbox: the contact page's messages, answered by e-mail; the routes check the permission first. */
export class ContactInboxService {
  constructor(private readonly deps: ContactInboxDeps) {}

  page(filter: ContactInboxFilter, page: number) {
    return listContactMessages(this.deps.db, filter, page);
  }

  async view(id: number): Promise<ContactThread> {
    const message = await findContactMessage(this.deps.db, id);
    if (!message) throw notFound();
    return { contact_message: message, replies: await listContactReplies(this.deps.db, id) };
  }

  /**
   * Stores the reply, marks the message answered (and assigns it to the operator when nobody
   * had it) with its audit entry, all in one transaction on the locked message; the e-mail
   * goes after the commit, so a rolled-back reply is never sent.
   */
  async reply(caller: OpsCaller, id: number, body: ContactReplyBody): Promise<ContactThread> {
    const message = await this.deps.db.transaction().execute(async (trx) => {
      const found = await findContactMessage(trx, id, true);
      if (!found) throw notFound();
      const replyId = await insertContactReply(trx, { messageId: id, operatorId: caller.operator.id, body: body.body, sent: caller.now });
      const assigned = found.assigned_operator_id ?? caller.operator.id;
      await updateContactMessage(trx, id, { status: ContactStatusId.Answered, assigned_operator_id: assigned, updated: caller.now });
      await recordAudit(trx, {
        by: caller,
        action: OpsAction.ContactReply,
        targetType: 'contact_message',
        targetId: id,
        before: { status: found.status, assigned_operator_id: found.assigned_operator_id },
        after: { status: ContactStatusId.Answered, assigned_operator_id: assigned, reply_id: replyId },
      });
      return found;
    });
    const mail = contactReplyMail(message, body.body, this.deps.publicUrl);
    this.deps.background.run('contact reply mail', () => this.deps.messaging.sendEmail(mail));
    return this.view(id);
  }

  /** Sets the status (open, answered, closed), audited; setting the status it already has changes and records nothing. */
  async setStatus(caller: OpsCaller, id: number, body: ContactStatusBody): Promise<ContactThread> {
    await this.deps.db.transaction().execute(async (trx) => {
      const found = await findContactMessage(trx, id, true);
      if (!found) throw notFound();
      if (found.status === body.status) return;
      await updateContactMessage(trx, id, { status: body.status, updated: caller.now });
      await recordAudit(trx, {
        by: caller,
        action: OpsAction.ContactStatus,
        targetType: 'contact_message',
        targetId: id,
        before: { status: found.status },
        after: { status: body.status },
      });
    });
    return this.view(id);
  }
}
