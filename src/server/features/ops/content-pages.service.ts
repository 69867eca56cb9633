import type { Kysely } from 'kysely';
import { fillSitePageText, OPERATOR_NAME } from '../../../domain/content/site-pages';
import { AppError } from '../../../domain/errors/app-error';
import {
  type ContentDoc,
  type ContentDocOut,
  type ContentKind,
  OPS_CONTENT_PAGE_SIZE,
  type OpsContentPage,
  type OpsContentRow,
  OpsContentText,
} from '../../../domain/ops/content-pages.contract';
import { OpsAction } from '../../../domain/ops/ops-limits';
import { toUtcString } from '../../../domain/time';
import type { Database } from '../../db/schema';
import type { FileStorage } from '../../adapters/storage/storage';
import { uploadUrl } from '../../adapters/storage/upload-url';
import { checkImage, filesOf, makeThumbnail } from '../media';
import { recordAudit } from './audit.repository';
import {
  addContent,
  findContent,
  KIND_TABLES,
  listCollectionItems,
  pageOf,
  publishContent,
  type StoredContent,
  saveContentDraft,
  setBlogCoverUpload,
  unpublishContent,
} from './content-pages.repository';
import type { OpsCaller } from './ops-caller';

type Db = Kysely<Database>;

/** The audit target of each kind. */
export const CONTENT_TARGET: Record<ContentKind, string> = {
  site_pages: 'site_page',
  articles: 'article',
  blog_posts: 'blog_post',
  campaign_pages: 'campaign_page',
  feature_collections: 'feature_collection',
  price_guides: 'price_guide',
};

const notFound = () => AppError.notFound(OpsContentText.NotFound);

function rowOf(stored: StoredContent): OpsContentRow {
  const draft = stored.draft as ContentDocOut | null;
  return {
    key: stored.key,
    slug: stored.slug,
    title: draft?.title ?? (stored.current as ContentDocOut).title ?? stored.label,
    is_published: stored.isPublished,
    has_draft: stored.draft !== null,
    published_at: stored.publishedAt ? toUtcString(stored.publishedAt) : null,
    modified: toUtcString(stored.modified),
  };
}

/** What the public page shows of a page's state, for the audit log. */
const facts = (stored: StoredContent, doc: ContentDoc | Record<string, unknown>) => ({ slug: stored.slug, is_published: stored.isPublished, ...doc });

/**
 * The console's content editor. An edit is saved as the page's draft; the public keeps seeing the
 * published version until the draft is published, which keeps the version it replaced. Each change
 * runs in one transaction with its audit entry; the tables' triggers raise the content's public
 * data version in that transaction, so every server drops its cached pages at the commit.
 */
export class ContentPagesService {
  constructor(
    private readonly db: Db,
    /** SUPPORT_EMAIL, which `{{support}}` becomes on the public site pages. */
    private readonly supportEmail: string | undefined,
    private readonly storage: FileStorage,
  ) {}

  async page(kind: ContentKind, page: number) {
    const { rows, count } = await pageOf(this.db, kind, page);
    return { content_pages: rows.map(rowOf), page, total_pages: Math.max(1, Math.ceil(count / OPS_CONTENT_PAGE_SIZE)), count };
  }

  async view(kind: ContentKind, key: string, db: Db = this.db): Promise<{ content_page: OpsContentPage }> {
    const stored = await findContent(db, kind, key);
    if (!stored) throw notFound();
    const placeholders: Record<string, string> =
      kind === 'site_pages' ? { '{{operator}}': OPERATOR_NAME, '{{support}}': fillSitePageText('{{support}}', this.supportEmail) } : {};
    return {
      content_page: {
        ...rowOf(stored),
        kind,
        current: stored.current,
        draft: stored.draft as ContentDocOut | null,
        previous: stored.previous as ContentDocOut | null,
        placeholders,
        ...(kind === 'feature_collections' ? { collection_items: await listCollectionItems(db, key) } : {}),
      },
    };
  }

  /** Adds a blog post or campaign page as a draft: not public until published. */
  async add(caller: OpsCaller, kind: ContentKind, slug: string, doc: ContentDoc) {
    if (!KIND_TABLES[kind].canAdd) throw notFound();
    const key = await this.db.transaction().execute(async (trx) => {
      const added = await addContent(trx, kind, slug, doc, caller.now);
      if (!added) throw AppError.invalid([{ field: 'slug', message: OpsContentText.SlugTaken }]);
      await recordAudit(trx, { by: caller, action: OpsAction.ContentAdd, targetType: CONTENT_TARGET[kind], targetId: added, before: null, after: { slug, ...doc } });
      return added;
    });
    return this.view(kind, key);
  }

  /** Saves an edit as the page's draft; the public page does not change. */
  async saveDraft(caller: OpsCaller, kind: ContentKind, key: string, doc: ContentDoc) {
    await this.db.transaction().execute(async (trx) => {
      const found = await findContent(trx, kind, key, true);
      if (!found) throw notFound();
      await saveContentDraft(trx, kind, key, doc);
      const before = found.draft ?? found.current;
      await recordAudit(trx, { by: caller, action: OpsAction.ContentDraftSave, targetType: CONTENT_TARGET[kind], targetId: key, before: facts(found, before), after: facts(found, doc) });
    });
    return this.view(kind, key);
  }

  /**
   * Publishes the draft (or, never published and without a draft, the page as it is). The version
   * the public saw until now is kept as `previous`. Publishing a published page without a draft
   * changes nothing.
   */
  async publish(caller: OpsCaller, kind: ContentKind, key: string) {
    await this.db.transaction().execute(async (trx) => {
      const found = await findContent(trx, kind, key, true);
      if (!found) throw notFound();
      if (found.isPublished && !found.draft) return;
      const doc = (found.draft ?? found.current) as ContentDoc;
      await publishContent(trx, kind, key, doc, found.isPublished ? found.current : null, caller.now);
      await recordAudit(trx, {
        by: caller,
        action: OpsAction.ContentPublish,
        targetType: CONTENT_TARGET[kind],
        targetId: key,
        before: facts(found, found.current),
        after: { ...facts(found, doc), is_published: true },
      });
    });
    return this.view(kind, key);
  }

  /** Takes the page off the public site; its text and draft stay for a later publish. */
  async unpublish(caller: OpsCaller, kind: ContentKind, key: string) {
    await this.db.transaction().execute(async (trx) => {
      const found = await findContent(trx, kind, key, true);
      if (!found) throw notFound();
      if (!found.isPublished) return;
      await unpublishContent(trx, kind, key, caller.now);
      await recordAudit(trx, {
        by: caller,
        action: OpsAction.ContentUnpublish,
        targetType: CONTENT_TARGET[kind],
        targetId: key,
        before: { slug: found.slug, is_published: true },
        after: { slug: found.slug, is_published: false },
      });
    });
    return this.view(kind, key);
  }

  /**
   * Uploads a blog post's cover: checked by its bytes as every picture (docs/media.md), turned
   * upright, cut down to BLOG_COVER_MAX_SIDE on its longer side and stripped of its metadata. It
   * becomes the cover of the post's draft (the public post changes when the draft is published).
   * The cover uploaded before it is removed unless the public post or its previous version shows it.
   */
  async uploadBlogCover(caller: OpsCaller, key: string, file: unknown) {
    if (!(await findContent(this.db, 'blog_posts', key))) throw notFound();
    const image = await checkImage('cover', filesOf(file)[0], '封面圖片（cover）：');
    const resized = await makeThumbnail(image, BLOG_COVER_MAX_SIDE);
    // makeThumbnail writes the picture anew: upright and without its camera or location data.
    const url = uploadUrl(await this.storage.save(BLOG_COVER_FOLDER, resized.data, resized.extension));
    let replaced: string | null = null;
    try {
      await this.db.transaction().execute(async (trx) => {
        const found = await findContent(trx, 'blog_posts', key, true);
        if (!found) throw notFound();
        const before = (found.draft ?? found.current) as Record<string, unknown>;
        const draft = { ...before, cover_image_url: url } as ContentDoc;
        await saveContentDraft(trx, 'blog_posts', key, draft);
        const old = await setBlogCoverUpload(trx, key, url);
        const shown = [(found.current as ContentDocOut).cover_image_url, (found.previous as ContentDocOut | null)?.cover_image_url];
        replaced = old && !shown.includes(old) ? old : null;
        await recordAudit(trx, {
          by: caller,
          action: OpsAction.ContentCoverUpload,
          targetType: CONTENT_TARGET.blog_posts,
          targetId: key,
          before: { slug: found.slug, cover_image_url: before.cover_image_url ?? null },
          after: { slug: found.slug, cover_image_url: url, width: resized.width, height: resized.height },
        });
      });
    } catch (error) {
      await this.storage.remove(url).catch(() => undefined);
      throw error;
    }
    if (replaced) await this.storage.remove(replaced).catch(() => undefined);
    return this.view('blog_posts', key);
  }
}

/** Where blog covers are stored, and the longest side a cover is kept at. */
const BLOG_COVER_FOLDER = 'blog-covers';
export const BLOG_COVER_MAX_SIDE = 1600;
