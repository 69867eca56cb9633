/** The public contact page's call, and the e-mails the support inbox sends. */
export { type ContactMailMessage, contactReplyMail } from './contact.mails';
export { contactRoutes } from './contact.routes';
export { type ContactDeps, ContactMessagesService } from './contact.service';
