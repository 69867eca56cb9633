import { useTranslation } from 'react-i18next';
import type { ContentKind } from '../../../domain/ops/content-pages.contract';
import { Button } from '../../components/button';
import { Input } from '../../components/input';
import { TextareaField } from '../../components/textarea-field';
import { ArticleText, SitePageArticle } from '../catalogue';
import type { OpsContentPage } from './api/content-pages';
import { CollectionPreview, PriceGuidePreview } from './ops-content-guide-parts';
import { type ContentValues, emptySection, fillPlaceholders, type SectionValues, sectionsOf } from './ops-content-page-rules';

export { isContentKind } from './ops-content-page-rules';
export { ContentStateText } from './ops-content-state';

/** The page as the public will see it once published: the public page's own article, with the form's text. */
export function ContentPreview({
  kind,
  values,
  placeholders,
  publishedAt,
  page: stored,
}: {
  kind: ContentKind;
  /** The page as stored (a collection's categories, a guide's category); undefined for a new page. */
  page?: OpsContentPage | undefined;
  values: ContentValues;
  placeholders: Record<string, string>;
  /** The page's date (an article shows it). */
  publishedAt: string;
}) {
  const { t } = useTranslation();
  const fill = (text: string) => fillPlaceholders(text, placeholders);
  const page = {
    title: fill(values.title.trim()) || t('ops>contentPages>previewNoTitle'),
    summary: fill(values.lead.trim()),
    body: sectionsOf(values).map((s) => ({ heading: fill(s.heading), paragraphs: s.paragraphs.map(fill), ...(s.items ? { items: s.items.map(fill) } : {}) })),
    link: kind === 'site_pages' && values.link_path && values.link_label ? { path: values.link_path, label: fill(values.link_label) } : null,
  };
  return (
    <section className="ops-content__preview ops-content-page__preview" aria-label={t('ops>contentPages>preview')}>
      <h2>{t('ops>contentPages>preview')}</h2>
      <p className="ops-content-page__hint">{t(`ops>contentPages>previewHint>${kind}`)}</p>
      {kind === 'blog_posts' && values.cover_image_url && <img className="ops-content-page__cover" src={values.cover_image_url} alt={t('ops>contentPages>coverAlt')} />}
      {kind === 'feature_collections' ? (
        <CollectionPreview values={values} page={stored} />
      ) : kind === 'price_guides' ? (
        stored && <PriceGuidePreview values={values} slug={stored.slug} />
      ) : kind === 'articles' ? (
        <article className="page content-page">
          <ArticleText
            article={{ ...page, author_name: values.author_name.trim(), published_at: publishedAt, reading_minutes: Number(values.reading_minutes) || 0 }}
          />
        </article>
      ) : (
        <SitePageArticle page={page} />
      )}
    </section>
  );
}

function SectionFields({
  index,
  section,
  error,
  onChange,
  onRemove,
  withItems,
}: {
  withItems: boolean;
  index: number;
  section: SectionValues;
  error: string | undefined;
  onChange: (next: SectionValues) => void;
  onRemove: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const n = index + 1;
  const id = (field: string) => `content-section-${index}-${field}`;
  return (
    <fieldset className="ops-content-page__section">
      <legend>{t('ops>contentPages>sectionN', { n })}</legend>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      <Input label={t('ops>contentPages>fields>heading', { n })} value={section.heading} onChange={(e) => onChange({ ...section, heading: e.target.value })} />
      <TextareaField
        id={id('paragraphs')}
        label={t('ops>contentPages>fields>paragraphs', { n })}
        hint={t('ops>contentPages>paragraphsHint')}
        rows={6}
        value={section.paragraphs}
        onChange={(e) => onChange({ ...section, paragraphs: e.target.value })}
      />
      {withItems && (
        <TextareaField
        id={id('items')}
        label={t('ops>contentPages>fields>items', { n })}
        hint={t('ops>contentPages>itemsHint')}
        rows={3}
        value={section.items}
        onChange={(e) => onChange({ ...section, items: e.target.value })}
      />
      )}
      {onRemove && (
        <Button variant="ghost" onClick={onRemove}>
          {t('ops>contentPages>removeSection', { n })}
        </Button>
      )}
    </fieldset>
  );
}

/** The page's sections: a heading, paragraphs and a list each; added and removed in place. */
export function SectionsEditor({
  values,
  errors,
  onChange,
  withItems,
}: {
  values: ContentValues;
  errors: Record<string, string>;
  onChange: (sections: SectionValues[]) => void;
  /** Whether a section may have a list (an article's may not). */
  withItems: boolean;
}) {
  const { t } = useTranslation();
  const { sections } = values;
  return (
    <div className="ops-content-page__sections">
      {errors.body && (
        <p className="field__error" role="alert">
          {errors.body}
        </p>
      )}
      {sections.map((section, index) => (
        <SectionFields
          // biome-ignore lint/suspicious/noArrayIndexKey: sections have no id; their place is what they are.
          key={index}
          index={index}
          withItems={withItems}
          section={section}
          error={errors[`body.${index}`]}
          onChange={(next) => onChange(sections.map((s, i) => (i === index ? next : s)))}
          onRemove={sections.length > 1 ? () => onChange(sections.filter((_, i) => i !== index)) : undefined}
        />
      ))}
      <Button variant="secondary" onClick={() => onChange([...sections, emptySection()])}>
        {t('ops>contentPages>addSection')}
      </Button>
    </div>
  );
}
