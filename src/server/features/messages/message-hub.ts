import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import type { Database } from '../../db/schema';

/**
 * Live delivery of messages to open pages. A posted message becomes an event; every server copy
 * hears it and pushes it to the sockets of the two parties connected to that copy. Between
 * copies the event travels through PostgreSQL LISTEN/NOTIFY on a dedicated connection; on the
 * embedded database (one process) it stays in the process.
 */

export type HubEvent =
  /** A new message in a conversation. */
  | { kind: 'message'; bidId: number; messageId: number; userIds: number[] }
  /** The reader opened the conversation: the other side's messages up to `upTo` are read. */
  | { kind: 'read'; bidId: number; readerId: number; upTo: number; userIds: number[] }
  /** A quote arrived on the consumer's request (sent once, by the copy that delivers it). */
  | { kind: 'quote'; bidId: number; requestId: number; userIds: number[] };

export type HubListener = (event: HubEvent) => void;

const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 30_000;

function parseEvent(payload: string | undefined): HubEvent | null {
  if (!payload) return null;
  try {
    const value = JSON.parse(payload) as HubEvent;
    if ((value.kind === 'message' || value.kind === 'read' || value.kind === 'quote') && Array.isArray(value.userIds)) return value;
  } catch {
    // not ours
  }
  return null;
}

export class MessageHub {
  private readonly listeners = new Set<HubListener>();
  private channel: Promise<string> | undefined;
  private client: pg.Client | undefined;
  private closed = false;
  private started: Promise<void> | undefined;
  private reconnectDelay = RECONNECT_MIN_MS;
  private reconnectTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly deps: {
      db: Kysely<Database>;
      /** PostgreSQL URL for LISTEN; undefined keeps events in the process. */
      databaseUrl: string | undefined;
      log: FastifyBaseLogger;
    },
  ) {}

  get mode(): 'postgres' | 'local' {
    return this.deps.databaseUrl ? 'postgres' : 'local';
  }

  /** Subscribes to every event; returns the unsubscribe function. */
  subscribe(listener: HubListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Sends an event to every server copy (this one included). Call after the change committed. */
  async publish(event: HubEvent): Promise<void> {
    if (this.mode === 'local') {
      setImmediate(() => this.dispatch(event));
      return;
    }
    const channel = await this.channelName();
    await sql`select pg_notify(${channel}, ${JSON.stringify(event)})`.execute(this.deps.db);
  }

  /** Starts listening (PostgreSQL); resolves after the first attempt, retrying in the background. */
  start(): Promise<void> {
    if (this.mode === 'local') return Promise.resolve();
    this.started ??= this.connect();
    return this.started;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.reconnectTimer);
    const client = this.client;
    this.client = undefined;
    if (client) await client.end().catch(() => undefined);
  }

  private dispatch(event: HubEvent): void {
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch (error) {
        this.deps.log.error({ err: error }, 'message delivery failed');
      }
    }
  }

  /** One channel per database schema, so databases sharing a server never hear each other. */
  private channelName(): Promise<string> {
    this.channel ??= sql<{ schema: string }>`select current_schema() as schema`
      .execute(this.deps.db)
      .then(({ rows }) => `messages_${(rows[0]?.schema ?? 'public').replace(/[^A-Za-z0-9_]/g, '_')}`.slice(0, 63));
    this.channel.catch(() => {
      this.channel = undefined;
    });
    return this.channel;
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client({ connectionString: this.deps.databaseUrl });
    const retry = (error: unknown) => {
      if (this.client === client) this.client = undefined;
      client.removeAllListeners();
      client.on('error', () => undefined);
      client.end().catch(() => undefined);
      if (this.closed) return;
      this.deps.log.warn({ err: error, retryInMs: this.reconnectDelay }, 'message listener lost its database connection');
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
    client.on('notification', (note) => {
      const event = parseEvent(note.payload);
      if (event) this.dispatch(event);
    });
    try {
      const channel = await this.channelName();
      await client.connect();
      await client.query(`listen "${channel}"`);
      if (this.closed) {
        await client.end();
        return;
      }
      this.client = client;
      this.reconnectDelay = RECONNECT_MIN_MS;
    } catch (error) {
      retry(error);
    }
  }
}

const hubs = new WeakMap<Kysely<Database>, { hub: MessageHub; users: number }>();

/**
 * The hub of a database: apps in one process on the same database share it, so a message posted
 * through one reaches sockets of the other on the embedded database too.
 */
export function acquireHub(db: Kysely<Database>, databaseUrl: string | undefined, log: FastifyBaseLogger): MessageHub {
  const entry = hubs.get(db);
  if (entry) {
    entry.users += 1;
    return entry.hub;
  }
  const hub = new MessageHub({ db, databaseUrl, log });
  hubs.set(db, { hub, users: 1 });
  return hub;
}

/** Gives up a hub from acquireHub; the last user closes it. */
export async function releaseHub(db: Kysely<Database>): Promise<void> {
  const entry = hubs.get(db);
  if (!entry) return;
  entry.users -= 1;
  if (entry.users > 0) return;
  hubs.delete(db);
  await entry.hub.close();
}
