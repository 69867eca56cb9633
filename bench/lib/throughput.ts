import { FIXTURE_CATEGORY, type Fixtures, LOGIN_ACCOUNTS, LOGIN_PASSWORD, loginUsername } from './fixtures';
import { type LoadRequest, type LoadSettings, type LoadSummary, measureLoad } from './load';
import { BENCH_API_KEY, type Engine, HEALTH_PATH, startHelloWorld } from './marketplace';
import type { RunningServer } from './server';

/** The targets by what they are; the goals name them so. */
export type TargetKey = 'health' | 'categories' | 'home' | 'category' | 'profile' | 'me' | 'request' | 'worklist' | 'login';

export interface Target {
  key: TargetKey;
  name: string;
  path: string;
  headers: Record<string, string>;
  /** A POST and its body; a GET when absent. */
  request?: LoadRequest;
  /** Served only when the web app is built. */
  needsWeb: boolean;
}

export interface ThroughputFigure extends LoadSummary {
  key: TargetKey | 'hello-world';
  target: string;
  engine: Engine | 'none';
  connections: number;
  /** requests/s divided by hello-world's requests/s (at 10 connections). */
  ratio: number;
}

export const HELLO_WORLD_TARGET = 'hello-world GET /';

const API = { 'x-api-key': BENCH_API_KEY };
const PAGE = { accept: 'text/html', 'accept-encoding': 'gzip' };

/** Everything measured on a marketplace server; the logins go last, as they add sessions. */
export function marketplaceTargets(fixtures: Fixtures): Target[] {
  const consumer = { ...API, 'x-session-token': fixtures.consumerToken };
  const logins = Array.from({ length: LOGIN_ACCOUNTS }, (_, i) =>
    new URLSearchParams({ username: loginUsername(i), passwd: LOGIN_PASSWORD, device_id: 'bench' }).toString(),
  );
  return [
    { key: 'health', name: `GET ${HEALTH_PATH}`, path: HEALTH_PATH, headers: {}, needsWeb: false },
    { key: 'categories', name: 'GET /api/quote_categories/index.json', path: '/api/quote_categories/index.json', headers: API, needsWeb: false },
    { key: 'home', name: 'GET / (home page, guest, gzip)', path: '/', headers: PAGE, needsWeb: true },
    { key: 'category', name: `GET /category/${FIXTURE_CATEGORY} (guest, gzip)`, path: `/category/${FIXTURE_CATEGORY}`, headers: PAGE, needsWeb: true },
    { key: 'profile', name: 'GET /service/{id} (pro profile, guest, gzip)', path: `/service/${fixtures.serviceId}`, headers: PAGE, needsWeb: true },
    { key: 'me', name: 'GET /api/user/me.json (signed in)', path: '/api/user/me.json', headers: consumer, needsWeb: false },
    {
      key: 'request',
      name: "GET /api/quote_request/{id}.json (the consumer's own)",
      path: `/api/quote_request/${fixtures.requestId}.json`,
      headers: consumer,
      needsWeb: false,
    },
    {
      key: 'worklist',
      name: "GET /dashboard/works (pro's work list, gzip)",
      path: '/dashboard/works',
      headers: { ...PAGE, cookie: `session_token=${fixtures.proToken}` },
      needsWeb: true,
    },
    {
      key: 'login',
      name: 'POST /api/users/login.json (password)',
      path: '/api/users/login.json',
      headers: { ...API, 'content-type': 'application/x-www-form-urlencoded' },
      request: { method: 'POST', body: logins[0]!, perConnection: logins },
      needsWeb: false,
    },
  ];
}

/** Runs body against a freshly started server and always stops the server afterwards. */
export async function withServer<T>(starting: Promise<RunningServer>, body: (server: RunningServer) => Promise<T>): Promise<T> {
  const server = await starting;
  try {
    return await body(server);
  } finally {
    await server.stop();
  }
}

/** Checks the target answers 200 (gzip-compressed when asked) before loading it; returns why not. */
export async function checkTarget(server: RunningServer, target: Target): Promise<string | undefined> {
  const res = await fetch(`${server.baseUrl}${target.path}`, {
    method: target.request?.method ?? 'GET',
    headers: target.headers,
    body: target.request?.body ?? null,
    redirect: 'manual',
  });
  await res.arrayBuffer();
  if (res.status !== 200) return `${target.name} answered ${res.status}, not 200`;
  const wantsGzip = target.headers['accept-encoding'] === 'gzip';
  if (wantsGzip && res.headers.get('content-encoding') !== 'gzip') return `${target.name} was not gzip-compressed`;
  return undefined;
}

/** Loads bare Fastify's one route: the baseline every ratio divides by. */
export async function measureHelloWorld(settings: LoadSettings): Promise<ThroughputFigure> {
  const summary = await withServer(startHelloWorld(), (server) => measureLoad(`${server.baseUrl}/`, {}, settings));
  console.error(`  ${HELLO_WORLD_TARGET}: ${Math.round(summary.requestsPerSecond)} req/s`);
  return { key: 'hello-world', target: HELLO_WORLD_TARGET, engine: 'none', connections: settings.connections, ratio: 1, ...summary };
}

/** Loads each target in turn on a running server; targets that do not answer go to notes. */
export async function measureTargets(
  server: RunningServer,
  engine: Engine,
  targets: Target[],
  settings: LoadSettings,
  baseline: number,
  notes: string[],
): Promise<ThroughputFigure[]> {
  const figures: ThroughputFigure[] = [];
  for (const target of targets) {
    const problem = await checkTarget(server, target);
    if (problem) {
      notes.push(`${engine}: skipped ${problem} (${settings.connections} connections).`);
      continue;
    }
    const summary = await measureLoad(`${server.baseUrl}${target.path}`, target.headers, settings, target.request);
    const ratio = summary.requestsPerSecond / baseline;
    figures.push({ key: target.key, target: target.name, engine, connections: settings.connections, ratio, ...summary });
    console.error(`  ${target.name} on ${engine}, ${settings.connections} connections: ${Math.round(summary.requestsPerSecond)} req/s, p99 ${summary.p99Ms} ms`);
  }
  return figures;
}
