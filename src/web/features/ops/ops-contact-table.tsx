import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ContactMessage } from './api/contact';
import { opsContactMessagePath } from './ops-paths';
import { taipeiTime } from './ops-time';

const EXCERPT = 60;
const excerpt = (text: string) => (text.length > EXCERPT ? `${text.slice(0, EXCERPT)}…` : text);

/** The inbox's messages, newest first; each sender's name opens the message. */
export function ContactTable({ messages }: { messages: readonly ContactMessage[] }) {
  const { t } = useTranslation();
  return (
    <table className="ops-table">
      <thead>
        <tr>
          <th scope="col">{t('ops>contact>received')}</th>
          <th scope="col">{t('ops>contact>sender')}</th>
          <th scope="col">{t('ops>contact>topic')}</th>
          <th scope="col">{t('ops>contact>status')}</th>
          <th scope="col">{t('ops>contact>message')}</th>
        </tr>
      </thead>
      <tbody>
        {messages.map((m) => (
          <tr key={m.id} className="ops-table__row">
            <td data-label={t('ops>contact>received')}>{taipeiTime(m.created)}</td>
            <td data-label={t('ops>contact>sender')}>
              <Link to={opsContactMessagePath(m.id)}>{`#${m.id} ${m.name}`}</Link>
              <br />
              {m.email}
            </td>
            <td data-label={t('ops>contact>topic')}>{t(`contactPage>topics>${m.topic}`)}</td>
            <td data-label={t('ops>contact>status')}>
              {t(`ops>contact>statuses>${m.status}`)}
              {m.reply_count > 0 && ` · ${t('ops>contact>replyCount', { count: m.reply_count })}`}
            </td>
            <td data-label={t('ops>contact>message')}>{excerpt(m.message)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
