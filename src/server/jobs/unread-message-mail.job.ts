import { MESSAGE_MAIL_SWEEP_MS, type MessageMailer } from '../features/messages';
import type { Job } from './scheduler';

/** Recipients who have not read a message within a few minutes get an e-mail. */
export function unreadMessageMailJob(deps: { mailer: Pick<MessageMailer, 'sweep'> }): Job {
  return { name: 'unread-message-mail', everyMs: MESSAGE_MAIL_SWEEP_MS, run: (now) => deps.mailer.sweep(now) };
}
