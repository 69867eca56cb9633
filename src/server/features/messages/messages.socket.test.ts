import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SOCKETS_PER_IP, MAX_SOCKETS_PER_USER } from '../../../domain/traffic-limits';
import { connectDatabase, type DatabaseHandle } from '../../db/connection';
import { migrate } from '../../db/migrate';
import { seedCatalogue } from '../../db/seed/catalogue-seed';
import { createSignedInUser, findCategory, findPlace, postMessage, quotedConversation } from '../../test/factories';
import { ENGINES, openTestDatabase, startCopy, startTestServer, type TestServer } from '../../test/harness';
import type { MessageResponse } from './messages.mappers';
import { openMessageSocket, socketUrl } from './socket-client';

const ENV = { MATCH_MAX_PROS: '100', WELCOME_CREDIT: '100000' };

/** Another copy of the app on an open database, on its own port, with the jobs of a normal copy. */
const startCopyOf = (database: DatabaseHandle, env: Record<string, string> = {}) => startCopy(database, { JOBS_ENABLED: '1', ...ENV, ...env });

async function conversationOn(server: Pick<TestServer, 'db' | 'api'>) {
  const aircon = await findCategory(server.db, 'aircon-installation');
  const { cityId } = await findPlace(server.db, '臺北市', '大安區');
  return quotedConversation(server, aircon, cityId);
}

const refusal = (promise: Promise<unknown>) => promise.then(() => 'opened', (error: { statusCode?: number }) => error.statusCode);

describe.each(ENGINES)('the message socket on %s', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine, { env: ENV });
  });
  afterAll(() => server.close());

  it('pushes a message posted over HTTP to both parties, each seeing its own side', async () => {
    const { consumer, pro, bidId } = await conversationOn(server);
    const proSocket = await openMessageSocket(socketUrl(server.baseUrl), {}, pro.token);
    const consumerSocket = await openMessageSocket(socketUrl(server.baseUrl), { 'x-session-token': consumer.token });
    const sent = await postMessage(server, consumer.token, bidId, '今天下午方便通電話嗎？');
    const id = (sent.body.message as MessageResponse).id;
    const atPro = await proSocket.nextMessage();
    expect(atPro).toMatchObject({ type: 'message', quote_bid_id: bidId, message: { id, body: '今天下午方便通電話嗎？', is_sender: 0, is_read: 0 } });
    expect(await consumerSocket.nextMessage()).toMatchObject({ message: { id, is_sender: 1 } });
    // The pro opens the conversation: the consumer's page hears the read receipt.
    await server.api(`/messages/get_conversation/${bidId}.json`, { token: pro.token });
    // The new-quote job may tell the consumer's page of the quote at any moment: that event is not the receipt.
    let event = await consumerSocket.next();
    while (event.type === 'quote') event = await consumerSocket.next();
    expect(event).toEqual({ type: 'read', quote_bid_id: bidId, reader_is_me: 0, up_to: id });
    proSocket.close();
    consumerSocket.close();
  });

  it('sends nothing of a conversation to anyone outside it', async () => {
    const watched = await conversationOn(server);
    const own = await conversationOn(server);
    const outsider = await openMessageSocket(socketUrl(server.baseUrl), {}, own.pro.token);
    await postMessage(server, watched.consumer.token, watched.bidId, '這則不給外人看');
    const mine = await postMessage(server, own.consumer.token, own.bidId, '這則是給您的');
    // The first message this socket receives is the one of its own conversation.
    expect(await outsider.nextMessage()).toMatchObject({ quote_bid_id: own.bidId, message: { id: (mine.body.message as MessageResponse).id } });
    outsider.close();
  });

  it('refuses a socket without a valid session (403) and a cookie sent from another site', async () => {
    const user = await createSignedInUser(server.db);
    expect(await refusal(openMessageSocket(socketUrl(server.baseUrl)))).toBe(403);
    expect(await refusal(openMessageSocket(socketUrl(server.baseUrl), {}, 'not-a-token'))).toBe(403);
    const cookie = `session_token=${user.token}`;
    expect(await refusal(openMessageSocket(socketUrl(server.baseUrl), { cookie, origin: 'https://evil.example' }))).toBe(403);
    const socket = await openMessageSocket(socketUrl(server.baseUrl), { cookie, origin: server.baseUrl });
    socket.ws.send('ping');
    socket.close();
  });
});

describe('signing in to the socket without the token in the URL', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(() => server.close());

  it('takes the token as the subprotocol pair and answers with the protocol name only', async () => {
    const user = await createSignedInUser(server.db);
    const socket = await openMessageSocket(socketUrl(server.baseUrl), {}, user.token);
    expect(socket.ws.protocol).toBe('session');
    socket.close();
  });

  it('no longer reads a token query parameter', async () => {
    const user = await createSignedInUser(server.db);
    const url = new URL(socketUrl(server.baseUrl));
    url.searchParams.set('token', user.token);
    expect(await refusal(openMessageSocket(url.toString()))).toBe(403);
  });
});

describe('caps on open sockets', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(() => server.close());

  it(`lets one user hold ${MAX_SOCKETS_PER_USER} sockets, then answers 429 with Retry-After until one closes`, async () => {
    const user = await createSignedInUser(server.db);
    const open = await Promise.all(Array.from({ length: MAX_SOCKETS_PER_USER }, () => openMessageSocket(socketUrl(server.baseUrl), {}, user.token)));
    const refused = await rawUpgrade(server, user.token);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    expect(JSON.parse(refused.body)).toMatchObject({ status: 'Error', error: 'rate limited', message: '操作太頻繁，請稍後再試。' });
    // Another user is not affected.
    const other = await createSignedInUser(server.db);
    (await openMessageSocket(socketUrl(server.baseUrl), {}, other.token)).close();
    await closeAll(open.splice(0, 1));
    const again = await openMessageSocket(socketUrl(server.baseUrl), {}, user.token);
    await closeAll([...open, again]);
  });

  it(`lets one IP hold ${MAX_SOCKETS_PER_IP} sockets across users, then answers 429`, async () => {
    const ip = { 'x-forwarded-for': '198.51.100.23' };
    const users = await Promise.all(Array.from({ length: MAX_SOCKETS_PER_IP / MAX_SOCKETS_PER_USER + 1 }, () => createSignedInUser(server.db)));
    const open = [];
    for (let i = 0; i < MAX_SOCKETS_PER_IP; i++) {
      open.push(await openMessageSocket(socketUrl(server.baseUrl), ip, users[Math.floor(i / MAX_SOCKETS_PER_USER)]!.token));
    }
    const fresh = users.at(-1)!;
    expect(await refusal(openMessageSocket(socketUrl(server.baseUrl), ip, fresh.token))).toBe(429);
    // The same user from another address is fine.
    (await openMessageSocket(socketUrl(server.baseUrl), { 'x-forwarded-for': '198.51.100.24' }, fresh.token)).close();
    await closeAll(open);
  });
});

/** An upgrade request by hand, to read the refusal's headers and body. */
function rawUpgrade(server: TestServer, token: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  const url = new URL(socketUrl(server.baseUrl).replace(/^ws/, 'http'));
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, {
      headers: {
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': randomBytes(16).toString('base64'),
        'sec-websocket-protocol': `session, ${token}`,
      },
    });
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('upgrade', () => reject(new Error('the upgrade was accepted')));
    req.on('error', reject);
    req.end();
  });
}

async function closeAll(sockets: { ws: { close(): void; once(event: 'close', fn: () => void): unknown } }[]) {
  await Promise.all(sockets.map((s) => new Promise<void>((done) => {
    s.ws.once('close', () => done());
    s.ws.close();
  })));
}

describe('two server copies on one PGlite database', () => {
  let database: DatabaseHandle;
  let first: TestServer;
  let second: TestServer;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    first = await startCopyOf(database);
    second = await startCopyOf(database);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await database.close();
  });

  it('delivers a message posted on one copy to a socket on the other, within the process', async () => {
    const { consumer, pro, bidId } = await conversationOn(first);
    const socket = await openMessageSocket(socketUrl(second.baseUrl), {}, pro.token);
    const sent = await postMessage(first, consumer.token, bidId, '從另一台伺服器送出');
    expect(await socket.nextMessage()).toMatchObject({ quote_bid_id: bidId, message: { id: (sent.body.message as MessageResponse).id, is_sender: 0 } });
    socket.close();
  });
});

// Like every PostgreSQL test here, only when TEST_DATABASE_URL names a server.
describe.each(ENGINES.filter((engine) => engine === 'postgres'))('two server copies on one PostgreSQL database (%s)', () => {
  const url = process.env.TEST_DATABASE_URL!;
  const schema = `t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const handles: DatabaseHandle[] = [];
  const copies: TestServer[] = [];

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    // Two pools, two apps, two listeners: the only way between them is LISTEN/NOTIFY.
    for (let i = 0; i < 2; i += 1) handles.push(await connectDatabase({ databaseUrl: url, schema, poolSize: 3 }));
    await migrate(handles[0]!.db, 'postgres');
    await seedCatalogue(handles[0]!.db);
    for (const handle of handles) copies.push(await startCopyOf(handle, { DATABASE_URL: url }));
  });
  afterAll(async () => {
    for (const copy of copies) await copy.close();
    for (const handle of handles) await handle.close();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  });

  it('delivers a message posted on one copy to a socket connected to the other through LISTEN/NOTIFY', async () => {
    const [a, b] = copies as [TestServer, TestServer];
    const { consumer, pro, bidId } = await conversationOn(a);
    const atB = await openMessageSocket(socketUrl(b.baseUrl), {}, pro.token);
    const atA = await openMessageSocket(socketUrl(a.baseUrl), {}, consumer.token);
    const sent = await postMessage(a, consumer.token, bidId, '跨伺服器的訊息');
    const id = (sent.body.message as MessageResponse).id;
    expect(await atB.nextMessage()).toMatchObject({ quote_bid_id: bidId, message: { id, is_sender: 0, body: '跨伺服器的訊息' } });
    expect(await atA.nextMessage()).toMatchObject({ message: { id, is_sender: 1 } });
    // And back: the pro answers on the second copy, the consumer's socket on the first hears it.
    const reply = await postMessage(b, pro.token, bidId, '收到');
    expect(await atA.nextMessage()).toMatchObject({ message: { id: (reply.body.message as MessageResponse).id, is_sender: 0 } });
    atA.close();
    atB.close();
  });

  it('listens again after its database connection is cut', async () => {
    const [a, b] = copies as [TestServer, TestServer];
    const { consumer, pro, bidId } = await conversationOn(a);
    const atB = await openMessageSocket(socketUrl(b.baseUrl), {}, pro.token);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    // Every connection that listens for this schema, on the change feed's channel or any other.
    const listeners = async () =>
      (await admin.query<{ pid: number }>(`select pid from pg_stat_activity where query like 'listen "%' and query like $1`, [`%${schema}"`])).rows.map((r) => r.pid);
    const before = await listeners();
    // One listening connection per copy carries the messages and the data versions alike.
    expect(before).toHaveLength(2);
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where pid = any($1::int[])', [before]);
    // Both copies connect again on their own and LISTEN on new connections.
    let after: number[] = [];
    while (after.length < 2 || after.some((pid) => before.includes(pid))) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      after = await listeners();
    }
    await admin.end();
    const sent = await postMessage(a, consumer.token, bidId, '斷線後的訊息');
    expect(await atB.nextMessage()).toMatchObject({ message: { id: (sent.body.message as MessageResponse).id, body: '斷線後的訊息' } });
    atB.close();
  });
});
