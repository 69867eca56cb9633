import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ArticleSummary } from '../../../../domain/catalogue/content.types';
import { publishedDate } from './content-format';

/** Article cards: title, summary, date and reading time. */
export function ArticleList({ articles, headingLevel = 2 }: { articles: ArticleSummary[]; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="article-list">
      {articles.map((a) => (
        <li key={a.slug} className="article-item">
          <Heading className="article-item__title">
            <Link to={`/info/${a.slug}`}>{a.title}</Link>
          </Heading>
          <p className="article-item__summary">{a.summary}</p>
          <p className="article-item__meta">
            {a.genre && <span className="article-item__tag">{a.genre.name}</span>}
            <time dateTime={`${a.published_at.replace(' ', 'T')}Z`}>{publishedDate(a.published_at)}</time>
            <span>{t('content>articles>readingMinutes', { count: a.reading_minutes })}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
