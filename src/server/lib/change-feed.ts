import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import type { Database } from '../db/schema';

/**
 * Short messages to every server copy of one database, by topic: "the catalogue changed",
 * "this session ended". They travel through PostgreSQL NOTIFY on one channel per database
 * schema (`change_feed_channel()`, so test schemas on one server never hear each other) as
 * `{"topic": ..., "payload": ...}`; triggers may publish the same way in SQL. A message sent
 * inside a transaction is delivered when it commits, to this copy too. Payloads must stay under
 * PostgreSQL's 8,000 bytes.
 *
 * A copy can miss messages while its listening connection is down: `live` is false then, and
 * `onResync` listeners hear when it is back, so whoever keeps state from the feed re-reads it.
 */

export type FeedListener = (payload: unknown) => void;

export interface ChangeFeedDeps {
  db: Kysely<Database>;
  /** PostgreSQL URL for the listening connection. */
  databaseUrl?: string | undefined;
  /** The embedded database: it delivers its notifications itself, at commit. */
  pglite?: PGlite | undefined;
  log: FastifyBaseLogger;
}

const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 30_000;

function parseMessage(text: string): { topic: string; payload: unknown } | undefined {
  try {
    const value = JSON.parse(text) as { topic?: unknown; payload?: unknown };
    return typeof value.topic === 'string' ? { topic: value.topic, payload: value.payload } : undefined;
  } catch {
    return undefined;
  }
}

/** Publish and subscribe by topic between server copies, over PostgreSQL LISTEN/NOTIFY. */
export class ChangeFeed {
  private readonly topics = new Map<string, Set<FeedListener>>();
  private readonly resyncListeners = new Set<() => void>();
  private channel: Promise<string> | undefined;
  private client: pg.Client | undefined;
  private started: Promise<void> | undefined;
  private listening = false;
  private closed = false;
  private reconnectDelay = RECONNECT_MIN_MS;
  private reconnectTimer: NodeJS.Timeout | undefined;
  private stopPglite: (() => void) | undefined;

  constructor(private readonly deps: ChangeFeedDeps) {}

  /**
   * How messages arrive: from a listening connection (`postgres`), from the embedded database
   * (`pglite`), or, on PostgreSQL without a URL to listen with, only this copy's own (`local`).
   */
  get mode(): 'postgres' | 'pglite' | 'local' {
    if (this.deps.pglite) return 'pglite';
    return this.deps.databaseUrl ? 'postgres' : 'local';
  }

  /** Whether every message published from now on will be heard here. */
  get live(): boolean {
    return this.listening && !this.closed;
  }

  /** Hears the messages of a topic; returns the unsubscribe function. */
  subscribe(topic: string, listener: FeedListener): () => void {
    let listeners = this.topics.get(topic);
    if (!listeners) {
      listeners = new Set();
      this.topics.set(topic, listeners);
    }
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  /** Told when messages may have been missed (the feed started or came back): re-read state. */
  onResync(listener: () => void): () => void {
    this.resyncListeners.add(listener);
    return () => this.resyncListeners.delete(listener);
  }

  /**
   * Sends a message to every copy, this one included. Given a transaction, it leaves when that
   * transaction commits (and not at all if it rolls back).
   */
  async publish(topic: string, payload: unknown, executor: Kysely<Database> = this.deps.db): Promise<void> {
    const message = JSON.stringify({ topic, payload });
    if (this.mode === 'local') {
      setImmediate(() => this.dispatch(message));
      return;
    }
    await sql`select pg_notify(change_feed_channel(), ${message})`.execute(executor);
  }

  /** Starts listening; resolves after the first attempt (PostgreSQL retries in the background). */
  start(): Promise<void> {
    this.started ??= this.mode === 'postgres' ? this.connect() : this.mode === 'pglite' ? this.listenEmbedded() : Promise.resolve();
    return this.started;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listening = false;
    clearTimeout(this.reconnectTimer);
    this.stopPglite?.();
    const client = this.client;
    this.client = undefined;
    if (client) await client.end().catch(() => undefined);
  }

  private dispatch(text: string | undefined): void {
    const message = text ? parseMessage(text) : undefined;
    if (!message) return;
    for (const listener of this.topics.get(message.topic) ?? []) {
      try {
        listener(message.payload);
      } catch (error) {
        this.deps.log.error({ err: error, topic: message.topic }, 'change feed listener failed');
      }
    }
  }

  private resync(): void {
    for (const listener of this.resyncListeners) listener();
  }

  private channelName(): Promise<string> {
    this.channel ??= sql<{ channel: string }>`select change_feed_channel() as channel`.execute(this.deps.db).then(({ rows }) => rows[0]!.channel);
    this.channel.catch(() => {
      this.channel = undefined;
    });
    return this.channel;
  }

  // One embedded database serves every app in the process: each listens with its own callback,
  // and none unlistens, so closing one app never deafens another.
  private async listenEmbedded(): Promise<void> {
    const pglite = this.deps.pglite!;
    const channel = await this.channelName();
    this.stopPglite = pglite.onNotification((name, payload) => {
      if (name === channel) this.dispatch(payload);
    });
    await sql.raw(`listen "${channel}"`).execute(this.deps.db);
    this.listening = true;
    this.resync();
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client({ connectionString: this.deps.databaseUrl });
    const retry = (error: unknown) => {
      if (this.client === client) {
        this.client = undefined;
        this.listening = false;
      }
      client.removeAllListeners();
      client.on('error', () => undefined);
      client.end().catch(() => undefined);
      if (this.closed) return;
      this.deps.log.warn({ err: error, retryInMs: this.reconnectDelay }, 'change feed lost its database connection');
      clearTimeout(this.reconnectTimer);
      this.reconnectTimer = setTimeout(() => {
        this.connect().catch(() => undefined);
      }, this.reconnectDelay);
      this.reconnectTimer.unref();
      this.reconnectDelay = Math.min(this.reconnectDelay * 2, RECONNECT_MAX_MS);
    };
    client.on('error', retry);
    client.on('end', () => {
      if (!this.closed && this.client === client) retry(new Error('connection ended'));
    });
    client.on('notification', (note) => this.dispatch(note.payload));
    try {
      const channel = await this.channelName();
      await client.connect();
      await client.query(`listen "${channel}"`);
      if (this.closed) {
        await client.end();
        return;
      }
      this.client = client;
      this.listening = true;
      this.reconnectDelay = RECONNECT_MIN_MS;
      // Whatever changed while nobody listened is only in the database now.
      this.resync();
    } catch (error) {
      retry(error);
    }
  }
}
