import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ChangeFeed } from './change-feed';

/**
 * The versions of the public data (table public_data_versions), kept in memory by every server
 * copy: triggers raise a scope's version when its data changes and publish it on the change feed.
 * Public answers are cached under these versions, so a change shows at once on every copy.
 */

/** `pros`: any service and what its profile shows; `catalogue`: genres, categories, forms, places; `content`: editorial pages. */
export const DATA_SCOPES = ['pros', 'catalogue', 'content'] as const;
export type DataScope = (typeof DATA_SCOPES)[number];
export type VersionMap = Readonly<Record<DataScope, number>>;

/** The feed topic the triggers of migration 0057 publish on: `{ scope, version }`. */
export const DATA_VERSION_TOPIC = 'data-version';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function isScope(value: unknown): value is DataScope {
  return typeof value === 'string' && (DATA_SCOPES as readonly string[]).includes(value);
}

/** A short cache-key part naming the versions of the given scopes: `c3.p120`. */
export function versionTag(versions: VersionMap, ...scopes: DataScope[]): string {
  return scopes.map((scope) => `${scope[0]}${versions[scope]}`).join('.');
}

/** The data versions of one copy, current while the change feed is live. */
export class DataVersions {
  private versions: VersionMap = { pros: 0, catalogue: 0, content: 0 };
  // Reads are current up to `synced`; a local write or a feed resync asks for `wanted`.
  private wanted = 1;
  private synced = 0;
  private refreshing: { generation: number; promise: Promise<VersionMap> } | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly feed: Pick<ChangeFeed, 'live' | 'subscribe' | 'onResync'>,
  ) {
    feed.subscribe(DATA_VERSION_TOPIC, (payload) => {
      const { scope, version } = (payload ?? {}) as { scope?: unknown; version?: unknown };
      if (isScope(scope) && typeof version === 'number') this.raise(scope, version);
    });
    feed.onResync(() => this.markStale());
  }

  /**
   * The versions now: from memory while the feed is live and this copy wrote nothing since they
   * were read; otherwise read again (once, for every caller waiting).
   */
  current(): Promise<VersionMap> {
    if (this.feed.live && this.synced === this.wanted) return Promise.resolve(this.versions);
    const generation = this.wanted;
    if (this.refreshing?.generation === generation) return this.refreshing.promise;
    const promise = this.read(generation);
    this.refreshing = { generation, promise };
    const clear = () => {
      if (this.refreshing?.promise === promise) this.refreshing = undefined;
    };
    promise.then(clear, clear);
    return promise;
  }

  /**
   * Something may have changed the data (a write on this copy): the next read asks the database,
   * so this copy shows its own change at once, before its notification arrives.
   */
  markStale(): void {
    this.wanted += 1;
  }

  /** Marks the versions stale after every request that may write (anything but GET, HEAD, OPTIONS). */
  trackWrites(app: FastifyInstance): void {
    app.addHook('onSend', (request, _reply, payload, done) => {
      if (!SAFE_METHODS.has(request.method)) this.markStale();
      done(null, payload);
    });
  }

  private async read(generation: number): Promise<VersionMap> {
    const rows = await this.db.selectFrom('public_data_versions').select(['scope', 'version']).execute();
    for (const { scope, version } of rows) if (isScope(scope)) this.raise(scope, Number(version));
    if (this.wanted === generation) this.synced = generation;
    return this.versions;
  }

  // Versions only grow: a late notification never takes one back.
  private raise(scope: DataScope, version: number): void {
    if (version > this.versions[scope]) this.versions = { ...this.versions, [scope]: version };
  }
}
