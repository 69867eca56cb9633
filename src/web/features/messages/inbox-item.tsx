import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { InboxConversation } from './api/messages';
import { conversationPath } from './inbox-paths';
import { messageTime } from './message-bubble';

/** One conversation in the inbox: who, when, the category, the last message and the unread count. */
export function InboxItem({ item }: { item: InboxConversation }) {
  const { t } = useTranslation();
  const name = item.other_user?.full_name ?? t('messages>inbox>someone');
  const last = item.last_message;
  const excerpt = last ? (last.excerpt || t('messages>inbox>attachments', { n: last.attachment_count })) : t('messages>inbox>noMessages');
  return (
    <Link to={conversationPath(item)} className={item.unread_count > 0 ? 'inbox-item inbox-item--unread' : 'inbox-item'}>
      <span className="inbox-item__top">
        <span className="inbox-item__name">{name}</span>
        {last && <time className="inbox-item__time" dateTime={last.created}>{messageTime(last.created)}</time>}
      </span>
      {item.category && <span className="inbox-item__category">{item.category.name}</span>}
      <span className="inbox-item__excerpt">
        {last?.is_sender === 1 && `${t('messages>inbox>you')}`}
        {excerpt}
      </span>
      {item.unread_count > 0 && (
        <span className="inbox-item__badge">
          <span aria-hidden="true">{item.unread_count}</span>
          <span className="visually-hidden">{t('messages>inbox>unread', { n: item.unread_count })}</span>
        </span>
      )}
    </Link>
  );
}
