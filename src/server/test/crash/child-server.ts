import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

/** A free loopback port. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface Child {
  process: ChildProcess;
  /** Everything it wrote, for the failure message. */
  output: string[];
  /** Resolves with the exit code or signal once it has ended. */
  exited: Promise<string>;
}

/** Starts `node --import tsx <script>` with the given environment, collecting its output. */
export function startChild(script: string, env: NodeJS.ProcessEnv): Child {
  const child = spawn(process.execPath, ['--import', 'tsx', script], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<string>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? String(code))));
  return { process: child, output, exited };
}

/** Waits until GET {url}/api/health.json answers 200, or fails with the child's output. */
export async function waitHealthy(url: string, child: Child, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.process.exitCode !== null) throw new Error(`the server exited with code ${child.process.exitCode}:\n${child.output.join('')}`);
    try {
      if ((await fetch(`${url}/api/health.json`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the server did not become healthy in time:\n${child.output.join('')}`);
}

/** SIGKILL: no shutdown hooks, no closing of connections; open transactions are lost. */
export async function kill(child: Child): Promise<void> {
  if (child.process.exitCode !== null || child.process.signalCode !== null) return;
  child.process.kill('SIGKILL');
  await child.exited;
}
