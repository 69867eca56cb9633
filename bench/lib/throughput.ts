import { probe } from './http';
import { type LoadSettings, type LoadSummary, measureLoad } from './load';
import { BENCH_API_KEY, type Engine, HEALTH_PATH, type Storage, startHelloWorld, startMarketplace } from './marketplace';
import type { RunningServer } from './server';

export interface Target {
  name: string;
  path: string;
  headers: Record<string, string>;
  /** Served only when the web app is built. */
  needsWeb: boolean;
}

export interface ThroughputFigure extends LoadSummary {
  target: string;
  engine: Engine | 'none';
  /** requests/s divided by hello-world's requests/s. */
  ratio: number;
}

export const HELLO_WORLD_TARGET = 'hello-world GET /';

export const TARGETS: Target[] = [
  { name: `GET ${HEALTH_PATH}`, path: HEALTH_PATH, headers: {}, needsWeb: false },
  {
    name: 'GET /api/quote_categories/index.json',
    path: '/api/quote_categories/index.json',
    headers: { 'x-api-key': BENCH_API_KEY },
    needsWeb: false,
  },
  {
    name: 'GET / (home page, gzip)',
    path: '/',
    headers: { accept: 'text/html', 'accept-encoding': 'gzip' },
    needsWeb: true,
  },
];

/** Runs body against a freshly started server and always stops the server afterwards. */
async function withServer<T>(starting: Promise<RunningServer>, body: (server: RunningServer) => Promise<T>): Promise<T> {
  const server = await starting;
  try {
    return await body(server);
  } finally {
    await server.stop();
  }
}

/** Checks the target answers 200 before loading it; returns why not, or undefined when it does. */
async function checkTarget(server: RunningServer, target: Target): Promise<string | undefined> {
  const answer = await probe(`${server.baseUrl}${target.path}`, target.headers);
  if (answer.status !== 200) return `${target.name} answered ${answer.status}, not 200`;
  const wantsGzip = target.headers['accept-encoding'] === 'gzip';
  if (wantsGzip && answer.headers['content-encoding'] !== 'gzip') return `${target.name} was not gzip-compressed`;
  return undefined;
}

/** Loads bare Fastify's one route: the baseline every ratio divides by. */
export async function measureHelloWorld(settings: LoadSettings): Promise<ThroughputFigure> {
  const summary = await withServer(startHelloWorld(), (server) => measureLoad(`${server.baseUrl}/`, {}, settings));
  console.error(`  ${HELLO_WORLD_TARGET}: ${Math.round(summary.requestsPerSecond)} req/s`);
  return { target: HELLO_WORLD_TARGET, engine: 'none', ratio: 1, ...summary };
}

/** Starts the marketplace on storage and loads each target in turn; problems go to notes. */
export async function measureTargets(
  storage: Storage,
  targets: Target[],
  settings: LoadSettings,
  baseline: number,
  notes: string[],
): Promise<ThroughputFigure[]> {
  return withServer(startMarketplace(storage), async (server) => {
    const figures: ThroughputFigure[] = [];
    for (const target of targets) {
      const problem = await checkTarget(server, target);
      if (problem) {
        notes.push(`${storage.engine}: skipped ${problem}.`);
        continue;
      }
      const summary = await measureLoad(`${server.baseUrl}${target.path}`, target.headers, settings);
      const ratio = summary.requestsPerSecond / baseline;
      figures.push({ target: target.name, engine: storage.engine, ratio, ...summary });
      console.error(`  ${target.name} on ${storage.engine}: ${Math.round(summary.requestsPerSecond)} req/s`);
    }
    return figures;
  });
}
