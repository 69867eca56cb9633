import { useTranslation } from 'react-i18next';
import type { ContactThread } from './api/contact';
import { taipeiTime } from './ops-time';

/** The message as it was sent, who sent it, and the replies so far, oldest first. */
export function ContactThreadView({ thread }: { thread: ContactThread }) {
  const { t } = useTranslation();
  const m = thread.contact_message;
  return (
    <>
      <dl className="ops-panel ops-facts">
        <dt>{t('ops>contact>sender')}</dt>
        <dd>{m.name}</dd>
        <dt>{t('ops>contact>email')}</dt>
        <dd>{m.email}</dd>
        <dt>{t('ops>contact>phone')}</dt>
        <dd>{m.phone ?? t('ops>contact>none')}</dd>
        <dt>{t('ops>contact>member')}</dt>
        <dd>{m.user_id === null ? t('ops>contact>guest') : t('ops>contact>memberId', { id: m.user_id })}</dd>
        <dt>{t('ops>contact>topic')}</dt>
        <dd>{t(`contactPage>topics>${m.topic}`)}</dd>
        <dt>{t('ops>contact>status')}</dt>
        <dd>{t(`ops>contact>statuses>${m.status}`)}</dd>
        <dt>{t('ops>contact>assigned')}</dt>
        <dd>{m.assigned_operator_id === null ? t('ops>contact>unassigned') : t('ops>contact>operatorId', { id: m.assigned_operator_id })}</dd>
        <dt>{t('ops>contact>received')}</dt>
        <dd>{taipeiTime(m.created)}</dd>
      </dl>
      <section className="ops-panel" aria-labelledby="contact-message-title">
        <h2 id="contact-message-title">{t('ops>contact>message')}</h2>
        <p className="ops-contact__text">{m.message}</p>
        {m.attachment && (
          <p className="ops-contact__attachment">
            <span className="ops-subtitle">{t('ops>contact>attachment')}</span>{' '}
            {/* A plain link: the console's cookie opens it outside the API, and each read is audited. */}
            <a href={m.attachment.url} target="_blank" rel="noopener noreferrer">
              {t('ops>contact>attachmentOpen', { name: m.attachment.name, type: m.attachment.type.toUpperCase(), kb: Math.max(1, Math.round(m.attachment.size / 1024)) })}
            </a>{' '}
            <span className="ops-subtitle">{t('ops>contact>attachmentNote')}</span>
          </p>
        )}
      </section>
      <section className="ops-panel" aria-labelledby="contact-replies-title">
        <h2 id="contact-replies-title">{t('ops>contact>replies')}</h2>
        {thread.replies.length === 0 ? (
          <p>{t('ops>contact>noReplies')}</p>
        ) : (
          <ol className="ops-contact__replies">
            {thread.replies.map((r) => (
              <li key={r.id}>
                <p className="ops-subtitle">{t('ops>contact>replyBy', { name: r.operator.full_name, id: r.operator.id, time: taipeiTime(r.sent) })}</p>
                <p className="ops-contact__text">{r.body}</p>
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}
