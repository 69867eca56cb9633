import { type ChildProcess, spawn, type SpawnOptions } from 'node:child_process';

const running = new Set<ChildProcess>();

/** Spawns a child and remembers it until it exits, so killAll() can always reach it. */
export function spawnTracked(command: string, args: string[], options: SpawnOptions): ChildProcess {
  const child = spawn(command, args, options);
  running.add(child);
  child.once('exit', () => running.delete(child));
  child.once('error', () => running.delete(child));
  return child;
}

/** Whether the child has exited (or never started). */
export function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/** Waits for the child to exit; false when it is still running after timeoutMs. */
export function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (hasExited(child)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** Asks the child to stop with SIGTERM, then kills it if it has not gone after graceMs. */
export async function stopChild(child: ChildProcess, graceMs = 5000): Promise<void> {
  if (hasExited(child)) return;
  child.kill('SIGTERM');
  if (await waitForExit(child, graceMs)) return;
  child.kill('SIGKILL');
  await waitForExit(child, 2000);
}

/** Stops every child still running. */
export async function stopAll(): Promise<void> {
  await Promise.all([...running].map((child) => stopChild(child)));
}

/** Last resort on process exit: synchronously SIGKILLs whatever is left. */
export function killAllNow(): void {
  for (const child of running) if (!hasExited(child)) child.kill('SIGKILL');
}
