import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Section } from '../../../components/section';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { publishedDate } from './content-format';
import { fetchBlogPosts } from './content-thunks';

/**
 * The newest blog posts of the console's content editor (flag homeBlogs): picture, title, date
 * and a link to the post's page. Preloaded by the server render of the home page and info/all;
 * nothing with the flag off or no post published.
 */
export function LatestBlogPosts({ more = false }: { more?: boolean }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const enabled = useAppSelector((s) => s.app.flags.homeBlogs);
  const posts = useAppSelector((s) => s.content.blogPosts);
  useEffect(() => {
    if (enabled && posts === null) void dispatch(fetchBlogPosts());
  }, [dispatch, enabled, posts]);
  if (!enabled || !posts || posts.length === 0) return null;
  return (
    <Section headingId="blog-posts-heading" title={t('content>blogPosts>title')} lead={t('content>blogPosts>lead')} className="blog-posts">
      <ul className="blog-posts__list">
        {posts.map((post) => (
          <li key={post.slug} className="blog-post-card">
            <Link to={`/info/${post.slug}`} className="blog-post-card__link" aria-label={t('content>blogPosts>readMore', { title: post.title })}>
              {post.cover_image_url ? (
                <img className="blog-post-card__cover" src={post.cover_image_url} alt="" loading="lazy" width={320} height={180} />
              ) : (
                <span className="blog-post-card__cover blog-post-card__cover--none" role="img" aria-label={t('content>blogPosts>noCover')} />
              )}
              <span className="blog-post-card__title">{post.title}</span>
            </Link>
            <time className="blog-post-card__date" dateTime={`${post.published_at.replace(' ', 'T')}Z`}>
              {publishedDate(post.published_at)}
            </time>
          </li>
        ))}
      </ul>
      {more && (
        <p className="blog-posts__more">
          <Link to="/info/all">{t('content>blogPosts>more')}</Link>
        </p>
      )}
    </Section>
  );
}
