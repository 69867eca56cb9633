import { z } from 'zod';
import { pagedShape } from '../http/refs';

/**
 * The console's content editor (permission edit_content): the site's own pages, the home page's
 * blog posts and campaign pages. An edit is a draft until it is published; the public sees only
 * the published version, and a publish keeps the version it replaced.
 */

/** What the editor edits; each is a table and the path segment of its calls (/ops/content/{kind}/...). */
export const CONTENT_KINDS = ['site_pages', 'articles', 'blog_posts', 'campaign_pages', 'feature_collections', 'price_guides'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** Rows per page of a console content list. */
export const OPS_CONTENT_PAGE_SIZE = 30;
export const CONTENT_TITLE_MAX = 80;
export const CONTENT_LEAD_MAX = 500;
export const CONTENT_SECTIONS_MAX = 30;
export const CONTENT_HEADING_MAX = 80;
export const CONTENT_PARAGRAPHS_MAX = 30;
export const CONTENT_PARAGRAPH_MAX = 3000;
export const CONTENT_ITEMS_MAX = 30;
export const CONTENT_ITEM_MAX = 300;
/** Characters of text in all of a page's sections together. */
export const CONTENT_BODY_MAX = 60_000;
export const CONTENT_URL_MAX = 500;
/** The most free credit a campaign may grant at sign-up (as a free-credit task's reward). */
export const CAMPAIGN_SIGNUP_CREDIT_MAX = 5000;
export const CAMPAIGN_CTA_LABEL_MAX = 30;

/** zh-TW texts of the content editor's calls. */
export const OpsContentText = {
  NotFound: '找不到這個內容頁。',
  SlugTaken: '網址代稱（slug）已被使用，請換一個。',
  NothingToPublish: '沒有可發布的內容。',
} as const;

const text = (name: string, max: number) => z.string({ error: `${name}必須是文字。` }).trim().max(max, `${name}最多 ${max} 個字。`);
const required = (name: string, max: number) => text(name, max).min(1, `請填寫${name}。`);
const optionalText = (name: string, max: number) =>
  z.preprocess((v) => (v === '' || v === undefined ? null : v), text(name, max).nullable()).default(null);

/** A section of a page: a heading, its paragraphs and an optional list (as site_pages.body). */
export const contentSectionSchema = z.object({
  heading: required('段落標題（heading）', CONTENT_HEADING_MAX),
  paragraphs: z
    .array(required('段落文字（paragraphs）', CONTENT_PARAGRAPH_MAX), { error: '段落文字（paragraphs）必須是清單。' })
    .max(CONTENT_PARAGRAPHS_MAX, `每段最多 ${CONTENT_PARAGRAPHS_MAX} 個段落文字（paragraphs）。`),
  items: z
    .array(required('清單項目（items）', CONTENT_ITEM_MAX), { error: '清單項目（items）必須是清單。' })
    .max(CONTENT_ITEMS_MAX, `每段最多 ${CONTENT_ITEMS_MAX} 個清單項目（items）。`)
    .optional(),
});
export type ContentSection = z.infer<typeof contentSectionSchema>;

/** The characters of text in a page's sections. */
export function bodyChars(body: readonly ContentSection[]): number {
  return body.reduce((sum, s) => sum + s.heading.length + [...s.paragraphs, ...(s.items ?? [])].reduce((n, t) => n + t.length, 0), 0);
}

const bodySchema = z
  .array(contentSectionSchema, { error: '內容（body）必須是段落清單。' })
  .min(1, '內容（body）至少要有一段。')
  .max(CONTENT_SECTIONS_MAX, `內容（body）最多 ${CONTENT_SECTIONS_MAX} 段。`)
  .refine((body) => bodyChars(body) <= CONTENT_BODY_MAX, `內容（body）的文字合計最多 ${CONTENT_BODY_MAX} 字。`);

const title = required('標題（title）', CONTENT_TITLE_MAX);
const when = (name: string) =>
  z.preprocess((v) => (v === '' || v === undefined ? null : v), z.iso.datetime({ offset: true, error: `${name}必須是日期時間。` }).nullable()).default(null);

/** A site page as edited: POST /ops/content/site_pages/edit/{slug}. */
export const sitePageDocSchema = z
  .object({
    title,
    summary: text('摘要（summary）', CONTENT_LEAD_MAX).default(''),
    body: bodySchema,
    link_path: z.preprocess(
      (v) => (v === '' || v === undefined ? null : v),
      z.string().max(200, '延伸連結（link_path）最多 200 字。').regex(/^\/(?!\/)[^\s]*$/, '延伸連結（link_path）必須是站內路徑，以 / 開頭。').nullable(),
    ),
    link_label: optionalText('延伸連結文字（link_label）', CONTENT_TITLE_MAX),
  })
  .refine((d) => (d.link_path === null) === (d.link_label === null), { path: ['link_label'], message: '延伸連結（link_path）與連結文字（link_label）要一起填寫或一起留空。' });
export type SitePageDoc = z.infer<typeof sitePageDocSchema>;

/** A blog post as edited: POST /ops/content/blog_posts/edit/{id}. */
export const blogPostDocSchema = z.object({
  title,
  excerpt: text('摘要（excerpt）', CONTENT_LEAD_MAX).default(''),
  body: bodySchema,
  cover_image_url: z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    z
      .string()
      .max(CONTENT_URL_MAX, `封面圖片網址（cover_image_url）最多 ${CONTENT_URL_MAX} 字。`)
      .regex(/^(https:\/\/[^\s]+|\/(?!\/)[^\s]+)$/, '封面圖片網址（cover_image_url）必須是 https:// 網址或站內路徑。')
      .nullable(),
  ),
});
export type BlogPostDoc = z.infer<typeof blogPostDocSchema>;

/** A campaign page as edited: POST /ops/content/campaign_pages/edit/{id}. */
export const campaignPageDocSchema = z
  .object({
    title,
    hero: text('主視覺文字（hero）', CONTENT_LEAD_MAX).default(''),
    body: bodySchema,
    starts_at: when('開始時間（starts_at）'),
    ends_at: when('結束時間（ends_at）'),
    partner_key: z.preprocess(
      (v) => (v === '' || v === undefined ? null : v),
      z.string().regex(/^[a-z0-9_-]{1,40}$/, '合作夥伴代碼（partner_key）只能用小寫英文、數字、- 與 _，最多 40 字。').nullable(),
    ),
    signup_credit: z
      .preprocess(
        (v) => (v === '' || v === undefined || v === null || v === 0 || v === '0' ? null : v),
        z.coerce
          .number({ error: '註冊贈點（signup_credit）必須是數字。' })
          .int('註冊贈點（signup_credit）必須是整數。')
          .min(1, '註冊贈點（signup_credit）至少 1 點，不送點請留空。')
          .max(CAMPAIGN_SIGNUP_CREDIT_MAX, `註冊贈點（signup_credit）最多 ${CAMPAIGN_SIGNUP_CREDIT_MAX} 點。`)
          .nullable(),
      )
      .default(null),
    cta_label: optionalText('行動按鈕文字（cta_label）', CAMPAIGN_CTA_LABEL_MAX),
    cta_path: z
      .preprocess(
        (v) => (v === '' || v === undefined ? null : v),
        z
          .string({ error: '行動按鈕連結（cta_path）必須是文字。' })
          .max(200, '行動按鈕連結（cta_path）最多 200 字。')
          .regex(/^(\/(?!\/)[^\s]*|https:\/\/[^\s]+)$/, '行動按鈕連結（cta_path）必須是站內路徑（以 / 開頭）或 https:// 網址。')
          .nullable(),
      )
      .default(null),
  })
  .refine((d) => !d.starts_at || !d.ends_at || Date.parse(d.ends_at) > Date.parse(d.starts_at), { path: ['ends_at'], message: '結束時間（ends_at）必須晚於開始時間（starts_at）。' })
  .refine((d) => (d.cta_label === null) === (d.cta_path === null), { path: ['cta_label'], message: '行動按鈕文字（cta_label）與連結（cta_path）要一起填寫或一起留空。' });
export type CampaignPageDoc = z.infer<typeof campaignPageDocSchema>;

/** An article (an info page) as edited: POST /ops/content/articles/edit/{id}. Its sections have no lists. */
export const articleDocSchema = z.object({
  title,
  summary: text('摘要（summary）', CONTENT_LEAD_MAX).default(''),
  body: bodySchema.refine((body) => body.every((s) => !s.items || s.items.length === 0), '文章的段落不能有清單項目（items）。'),
  author_name: required('作者（author_name）', 40),
  reading_minutes: z.coerce.number({ error: '閱讀分鐘數（reading_minutes）必須是數字。' }).int('閱讀分鐘數（reading_minutes）必須是整數。').min(1, '閱讀分鐘數（reading_minutes）至少 1。').max(120, '閱讀分鐘數（reading_minutes）最多 120。'),
});
export type ArticleDoc = z.infer<typeof articleDocSchema>;

const paragraphList = (name: string) =>
  z
    .array(required(name, CONTENT_PARAGRAPH_MAX), { error: `${name}必須是清單。` })
    .min(1, `請填寫${name}。`)
    .max(CONTENT_PARAGRAPHS_MAX, `${name}最多 ${CONTENT_PARAGRAPHS_MAX} 段。`);

/** A feature collection's words as edited: POST /ops/content/feature_collections/edit/{id}. Its categories stay the seed's. */
export const featureCollectionDocSchema = z.object({
  title,
  summary: text('摘要（summary）', CONTENT_LEAD_MAX).default(''),
  icon: text('圖示（icon）', 40).default(''),
  intro: paragraphList('介紹（intro）'),
});
export type FeatureCollectionDoc = z.infer<typeof featureCollectionDocSchema>;

/** A category's price-guide words as edited: POST /ops/content/price_guides/edit/{id}. The figures come from quotes. */
export const priceGuideDocSchema = z.object({
  intro: paragraphList('介紹（intro）'),
  factors: z
    .array(z.object({ heading: required('影響價格的因素標題（factors）', CONTENT_HEADING_MAX), body: required('影響價格的因素說明（factors）', CONTENT_PARAGRAPH_MAX) }), {
      error: '影響價格的因素（factors）必須是清單。',
    })
    .max(CONTENT_SECTIONS_MAX, `影響價格的因素（factors）最多 ${CONTENT_SECTIONS_MAX} 項。`)
    .default([]),
  tips: z
    .array(required('省錢建議（tips）', CONTENT_ITEM_MAX), { error: '省錢建議（tips）必須是清單。' })
    .max(CONTENT_ITEMS_MAX, `省錢建議（tips）最多 ${CONTENT_ITEMS_MAX} 項。`)
    .default([]),
  faq: z
    .array(z.object({ q: required('常見問題（faq）的問題', CONTENT_TITLE_MAX * 2), a: required('常見問題（faq）的回答', CONTENT_PARAGRAPH_MAX) }), { error: '常見問題（faq）必須是清單。' })
    .max(CONTENT_SECTIONS_MAX, `常見問題（faq）最多 ${CONTENT_SECTIONS_MAX} 題。`)
    .default([]),
});
export type PriceGuideDoc = z.infer<typeof priceGuideDocSchema>;

export type ContentDoc = SitePageDoc | ArticleDoc | BlogPostDoc | CampaignPageDoc | FeatureCollectionDoc | PriceGuideDoc;

const slug = z.string({ error: '網址代稱（slug）必須是文字。' }).regex(/^[a-z0-9-]{1,80}$/, '網址代稱（slug）只能用小寫英文、數字與 -，最多 80 字。');

/** POST /ops/content/blog_posts/add.json: a new post, a draft until published. */
export const blogPostAddSchema = z.intersection(z.object({ slug }), blogPostDocSchema);
/** POST /ops/content/campaign_pages/add.json */
export const campaignPageAddSchema = z.intersection(z.object({ slug }), campaignPageDocSchema);

/** What an edit of each kind takes. */
export const CONTENT_DOC_SCHEMAS = {
  site_pages: sitePageDocSchema,
  articles: articleDocSchema,
  blog_posts: blogPostDocSchema,
  campaign_pages: campaignPageDocSchema,
  feature_collections: featureCollectionDocSchema,
  price_guides: priceGuideDocSchema,
} as const;

const utc = z.string().describe('YYYY-MM-DD HH:mm:ss, UTC');

/** A version of a page as the editor holds it (the fields of its kind). */
export const contentDocOutSchema = z.object({
  /** Every kind but a price guide (named by its category) has a title; collections and guides have no sections. */
  title: z.string().optional(),
  body: z.array(contentSectionSchema).optional(),
  summary: z.string().optional(),
  link_path: z.string().nullable().optional(),
  link_label: z.string().nullable().optional(),
  excerpt: z.string().optional(),
  cover_image_url: z.string().nullable().optional(),
  hero: z.string().optional(),
  starts_at: z.string().nullable().optional(),
  ends_at: z.string().nullable().optional(),
  partner_key: z.string().nullable().optional(),
  signup_credit: z.number().int().nullable().optional(),
  cta_label: z.string().nullable().optional(),
  cta_path: z.string().nullable().optional(),
  author_name: z.string().optional(),
  reading_minutes: z.number().optional(),
  icon: z.string().optional(),
  intro: z.array(z.string()).optional(),
  factors: z.array(z.object({ heading: z.string(), body: z.string() })).optional(),
  tips: z.array(z.string()).optional(),
  faq: z.array(z.object({ q: z.string(), a: z.string() })).optional(),
});
export type ContentDocOut = z.infer<typeof contentDocOutSchema>;

/** A row of a console content list. */
export const opsContentRowSchema = z.object({
  /** The page's key in its calls: the slug of a site page, the id of a post, campaign, collection or price guide. */
  key: z.string(),
  slug: z.string(),
  title: z.string(),
  is_published: z.boolean(),
  has_draft: z.boolean(),
  published_at: utc.nullable(),
  modified: utc,
});
export type OpsContentRow = z.infer<typeof opsContentRowSchema>;

/** One page in the editor: the published version (or, never published, the first one), the draft and the one before. */
export const opsContentPageSchema = opsContentRowSchema.extend({
  kind: z.enum(CONTENT_KINDS),
  current: contentDocOutSchema,
  draft: contentDocOutSchema.nullable(),
  previous: contentDocOutSchema.nullable(),
  /** What `{{operator}}` and `{{support}}` become on the public page (site pages), for the preview. */
  placeholders: z.record(z.string(), z.string()),
  /** A feature collection's recommended categories in order, for the preview (they are not edited here). */
  collection_items: z.array(z.object({ quote_category_id: z.number().int(), note: z.string() })).optional(),
});
export type OpsContentPage = z.infer<typeof opsContentPageSchema>;

export const opsContentListShape = pagedShape('content_pages', opsContentRowSchema);
export const opsContentPageShape = { content_page: opsContentPageSchema };
