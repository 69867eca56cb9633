import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXTURE_CATEGORY, type Fixtures, LOGIN_ACCOUNTS, LOGIN_PASSWORD, loginUsername } from './fixtures';
import { fetchRaw } from './http';
import { type LoadRequest, type LoadSettings, type LoadSummary, measureLoad } from './load';
import { BENCH_API_KEY, type Engine, HEALTH_PATH, startHelloWorld, startSameBytes } from './marketplace';
import { makeTempDir } from './resources';
import { copiedHeaders, SAME_BYTES_KEYS, type SameBytesFigure, sameBytesRatio } from './same-bytes';
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
  /** Bare Fastify sending this target's bytes, measured right after it (body-heavy targets at 10 connections); null otherwise. */
  sameBytes: SameBytesFigure | null;
  /** requests/s divided by sameBytes' requests/s; null without a sound reference. */
  sameBytesRatio: number | null;
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
  const summary = await withServer(startHelloWorld(), (server) => measureLoad(`${server.baseUrl}/`, {}, settings, server.pid));
  console.error(`  ${HELLO_WORLD_TARGET}: ${Math.round(summary.requestsPerSecond)} req/s`);
  return { key: 'hello-world', target: HELLO_WORLD_TARGET, engine: 'none', connections: settings.connections, ratio: 1, sameBytes: null, sameBytesRatio: null, ...summary };
}

/** The target's answer as the marketplace sends it now, for the same-bytes reference. */
async function captureAnswer(server: RunningServer, target: Target): Promise<{ bodyFile: string; headers: Record<string, string>; bodyBytes: number }> {
  const answer = await fetchRaw(`${server.baseUrl}${target.path}`, target.headers);
  if (answer.status !== 200) throw new Error(`${target.name} answered ${answer.status} when its bytes were taken`);
  const bodyFile = join(makeTempDir('bench-same-bytes-'), 'body');
  writeFileSync(bodyFile, answer.body);
  return { bodyFile, headers: copiedHeaders(answer.headers), bodyBytes: answer.body.length };
}

/** Bare Fastify sending the target's bytes, loaded as the target was; null (with a note) when it fails. */
async function measureSameBytes(server: RunningServer, target: Target, settings: LoadSettings, notes: string[]): Promise<SameBytesFigure | null> {
  try {
    const { bodyFile, headers, bodyBytes } = await captureAnswer(server, target);
    const summary = await withServer(startSameBytes(bodyFile, headers), (reference) => measureLoad(`${reference.baseUrl}/`, target.headers, settings, reference.pid));
    console.error(`    same-bytes Fastify (${bodyBytes} bytes): ${Math.round(summary.requestsPerSecond)} req/s`);
    return { bodyBytes, headers, ...summary };
  } catch (error) {
    notes.push(`The same-bytes reference of ${target.name} was not measured: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

/**
 * Loads each target in turn on a running server; targets that do not answer go to notes. With
 * withSameBytes, each body-heavy target is followed by its same-bytes reference.
 */
export async function measureTargets(
  server: RunningServer,
  engine: Engine,
  targets: Target[],
  settings: LoadSettings,
  baseline: number,
  notes: string[],
  withSameBytes = false,
): Promise<ThroughputFigure[]> {
  const figures: ThroughputFigure[] = [];
  for (const target of targets) {
    const problem = await checkTarget(server, target);
    if (problem) {
      notes.push(`${engine}: skipped ${problem} (${settings.connections} connections).`);
      continue;
    }
    const summary = await measureLoad(`${server.baseUrl}${target.path}`, target.headers, settings, server.pid, target.request);
    const ratio = summary.requestsPerSecond / baseline;
    console.error(`  ${target.name} on ${engine}, ${settings.connections} connections: ${Math.round(summary.requestsPerSecond)} req/s, p99 ${summary.p99Ms} ms`);
    const hasReference = withSameBytes && !target.request && (SAME_BYTES_KEYS as readonly TargetKey[]).includes(target.key);
    const sameBytes = hasReference ? await measureSameBytes(server, target, settings, notes) : null;
    const figure = { key: target.key, target: target.name, engine, connections: settings.connections, ratio, sameBytes, ...summary };
    figures.push({ ...figure, sameBytesRatio: sameBytesRatio(summary, sameBytes) });
  }
  return figures;
}
