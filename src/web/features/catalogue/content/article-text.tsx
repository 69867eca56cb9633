import { useTranslation } from 'react-i18next';
import type { ArticleResponse } from '../../../../domain/catalogue/content.types';
import { publishedDate } from './content-format';

/** What an article's text shows (the public page at /info/{slug}, and the console's preview of an edit). */
export type ArticleTextView = Pick<ArticleResponse, 'title' | 'summary' | 'author_name' | 'published_at' | 'reading_minutes' | 'body'>;

/** An article's header (title, summary, author, date, reading time) and its sections. */
export function ArticleText({ article }: { article: ArticleTextView }) {
  const { t } = useTranslation();
  return (
    <>
      <header className="content-page__header">
        <h1 className="page__title">{article.title}</h1>
        <p className="page__lead">{article.summary}</p>
        <p className="article-item__meta">
          <span>{article.author_name}</span>
          <time dateTime={`${article.published_at.replace(' ', 'T')}Z`}>{publishedDate(article.published_at)}</time>
          <span>{t('content>articles>readingMinutes', { count: article.reading_minutes })}</span>
        </p>
      </header>
      <div className="prose">
        {article.body.map((section, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: sections have no id; while an edit is typed two may share a heading.
          <section key={index}>
            <h2>{section.heading}</h2>
            {section.paragraphs.map((paragraph, p) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no id and may repeat.
              <p key={p}>{paragraph}</p>
            ))}
          </section>
        ))}
      </div>
    </>
  );
}
