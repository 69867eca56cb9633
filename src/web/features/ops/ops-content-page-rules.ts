import {
  CONTENT_DOC_SCHEMAS,
  CONTENT_KINDS,
  type ContentDoc,
  type ContentDocOut,
  type ContentKind,
  type ContentSection,
} from '../../../domain/ops/content-pages.contract';
import type { FieldError } from '../../api/client';

/** A section as the form holds it: paragraphs separated by a blank line, list items one a line. */
export interface SectionValues {
  heading: string;
  paragraphs: string;
  items: string;
}

/** A price guide's factor or question as the form holds it. */
export interface FactorValues {
  heading: string;
  body: string;
}
export interface FaqValues {
  q: string;
  a: string;
}

/** The editor's form: the fields of every kind (each kind shows its own). */
export interface ContentValues {
  slug: string;
  title: string;
  /** The page's lead: a site page's summary, a post's excerpt, a campaign's hero text. */
  lead: string;
  link_path: string;
  link_label: string;
  cover_image_url: string;
  /** Taipei time, as a datetime-local input holds it (YYYY-MM-DDTHH:mm). */
  starts_at: string;
  ends_at: string;
  partner_key: string;
  /** A campaign's offer: free credit on becoming a pro in its period ('' for none), and its call to action. */
  signup_credit: string;
  cta_label: string;
  cta_path: string;
  author_name: string;
  reading_minutes: string;
  sections: SectionValues[];
  /** A feature collection's icon name. */
  icon: string;
  /** A collection's or price guide's introduction: paragraphs separated by a blank line. */
  intro: string;
  factors: FactorValues[];
  /** A price guide's tips, one a line. */
  tips: string;
  faq: FaqValues[];
}

/** The name each kind gives its lead field in the calls. */
export const LEAD_FIELD: Record<ContentKind, 'summary' | 'excerpt' | 'hero'> = { site_pages: 'summary', articles: 'summary', blog_posts: 'excerpt', campaign_pages: 'hero', feature_collections: 'summary', price_guides: 'summary' };
/** The fields a kind has beyond title, lead and sections. */
export const EXTRA_FIELDS: Record<
  ContentKind,
  readonly (
    | 'link_path'
    | 'link_label'
    | 'cover_image_url'
    | 'starts_at'
    | 'ends_at'
    | 'partner_key'
    | 'signup_credit'
    | 'cta_label'
    | 'cta_path'
    | 'author_name'
    | 'reading_minutes'
    | 'icon'
  )[]
> = {
  site_pages: ['link_path', 'link_label'],
  articles: ['author_name', 'reading_minutes'],
  blog_posts: ['cover_image_url'],
  campaign_pages: ['starts_at', 'ends_at', 'signup_credit', 'cta_label', 'cta_path', 'partner_key'],
  feature_collections: ['icon'],
  price_guides: [],
};

/** The kinds the console's screens edit: every kind of the editor. */
export const SCREEN_KINDS: readonly ContentKind[] = CONTENT_KINDS;
export const isContentKind = (value: string): value is ContentKind => (SCREEN_KINDS as readonly string[]).includes(value);
/** The kinds the console adds pages of; the others come with the site's content and are only edited. */
export const ADDABLE_KINDS = ['blog_posts', 'campaign_pages'] as const;
export type AddableKind = (typeof ADDABLE_KINDS)[number];
export const isAddableKind = (kind: ContentKind): kind is AddableKind => (ADDABLE_KINDS as readonly string[]).includes(kind);
/** The kinds written as sections (a heading, paragraphs and a list each); a collection and a guide have their own parts. */
export const hasSections = (kind: ContentKind) => kind !== 'feature_collections' && kind !== 'price_guides';
/** Whether a kind has a title and a lead of its own (a price guide is named by its category). */
export const hasTitle = (kind: ContentKind) => kind !== 'price_guides';

const TAIPEI_OFFSET_MS = 8 * 3600 * 1000;

/** An ISO instant as a datetime-local value in Taipei time. */
export function taipeiLocal(iso: string | null | undefined): string {
  if (!iso) return '';
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? '' : new Date(ms + TAIPEI_OFFSET_MS).toISOString().slice(0, 16);
}

/** A datetime-local value in Taipei time as an ISO instant with its offset ('' stays ''). */
const fromTaipeiLocal = (value: string) => (value ? `${value.length === 16 ? `${value}:00` : value}+08:00` : '');

export const emptySection = (): SectionValues => ({ heading: '', paragraphs: '', items: '' });
export const emptyFactor = (): FactorValues => ({ heading: '', body: '' });
export const emptyFaq = (): FaqValues => ({ q: '', a: '' });

/** The form's values of a version of a page. */
export function contentValuesOf(kind: ContentKind, doc: ContentDocOut | null, slug = ''): ContentValues {
  return {
    slug,
    title: doc?.title ?? '',
    lead: doc?.[LEAD_FIELD[kind]] ?? '',
    link_path: doc?.link_path ?? '',
    link_label: doc?.link_label ?? '',
    cover_image_url: doc?.cover_image_url ?? '',
    starts_at: taipeiLocal(doc?.starts_at),
    ends_at: taipeiLocal(doc?.ends_at),
    partner_key: doc?.partner_key ?? '',
    signup_credit: doc?.signup_credit ? String(doc.signup_credit) : '',
    cta_label: doc?.cta_label ?? '',
    cta_path: doc?.cta_path ?? '',
    author_name: doc?.author_name ?? '',
    reading_minutes: doc?.reading_minutes === undefined ? '' : String(doc.reading_minutes),
    sections: doc?.body?.length
      ? (doc.body ?? []).map((s) => ({ heading: s.heading, paragraphs: s.paragraphs.join('\n\n'), items: (s.items ?? []).join('\n') }))
      : [emptySection()],
    icon: doc?.icon ?? '',
    intro: (doc?.intro ?? []).join('\n\n'),
    factors: (doc?.factors ?? []).map((f) => ({ heading: f.heading, body: f.body })),
    tips: (doc?.tips ?? []).join('\n'),
    faq: (doc?.faq ?? []).map((f) => ({ q: f.q, a: f.a })),
  };
}

const blocks = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

export function sectionsOf(values: ContentValues): ContentSection[] {
  return values.sections.map((s) => {
    const items = lines(s.items);
    return { heading: s.heading.trim(), paragraphs: blocks(s.paragraphs), ...(items.length > 0 ? { items } : {}) };
  });
}

/** A price guide's words as the form holds them, as the guide will have them. */
export function guideTextOf(values: ContentValues) {
  return {
    intro: blocks(values.intro),
    factors: values.factors.map((f) => ({ heading: f.heading.trim(), body: f.body.trim() })),
    tips: lines(values.tips),
    faq: values.faq.map((f) => ({ q: f.q.trim(), a: f.a.trim() })),
  };
}

/** A collection's introduction as the form holds it. */
export const introOf = (values: ContentValues) => blocks(values.intro);

/** What the form sends as the page's edit (the fields of its kind). */
export function docBodyOf(kind: ContentKind, values: ContentValues): Record<string, unknown> {
  if (kind === 'price_guides') return guideTextOf(values);
  if (kind === 'feature_collections') return { title: values.title, summary: values.lead, icon: values.icon.trim(), intro: introOf(values) };
  const common = { title: values.title, [LEAD_FIELD[kind]]: values.lead, body: sectionsOf(values) };
  if (kind === 'site_pages') return { ...common, link_path: values.link_path, link_label: values.link_label };
  if (kind === 'articles') return { ...common, author_name: values.author_name, reading_minutes: values.reading_minutes.trim() };
  if (kind === 'blog_posts') return { ...common, cover_image_url: values.cover_image_url };
  return {
    ...common,
    starts_at: fromTaipeiLocal(values.starts_at),
    ends_at: fromTaipeiLocal(values.ends_at),
    partner_key: values.partner_key,
    signup_credit: values.signup_credit.trim(),
    cta_label: values.cta_label,
    cta_path: values.cta_path.trim(),
  };
}

/** The form's field an error names: `body.2.heading` belongs to the third section. */
export function formFieldOf(kind: ContentKind, field: string): string {
  const [head, index] = field.split('.');
  if (head === 'body') return index === undefined ? 'body' : `body.${index}`;
  // A factor's or question's error belongs to its row; an intro's or tip's to the whole field.
  if (head === 'factors' || head === 'faq') return index === undefined ? head : `${head}.${index}`;
  return head === LEAD_FIELD[kind] ? 'lead' : (head ?? field);
}

/** The edit as it will be sent, or the zh-TW errors of its fields, checked as the server will. */
export function checkContent(kind: ContentKind, values: ContentValues): { doc: ContentDoc } | { errors: Record<string, string> } {
  const parsed = CONTENT_DOC_SCHEMAS[kind].safeParse(docBodyOf(kind, values));
  const errors: Record<string, string> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = formFieldOf(kind, issue.path.map(String).join('.'));
      errors[field] ??= issue.message;
    }
  }
  if (values.slug !== undefined && isAddableKind(kind) && !/^[a-z0-9-]{1,80}$/.test(values.slug)) {
    errors.slug = '網址代稱（slug）只能用小寫英文、數字與 -，最多 80 字。';
  }
  return parsed.success && Object.keys(errors).length === 0 ? { doc: parsed.data } : { errors };
}

/** A server refusal's field errors, by the form's fields. */
export function formErrorsOf(kind: ContentKind, fields: FieldError[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const f of fields) errors[formFieldOf(kind, f.field)] ??= f.message;
  return errors;
}

/** A text with the public page's placeholders filled in, as the public will read it. */
export function fillPlaceholders(text: string, placeholders: Record<string, string>): string {
  return Object.entries(placeholders).reduce((out, [from, to]) => out.replaceAll(from, to), text);
}
