// CPU time per request: the server child's from /proc/<pid>/stat (Linux only), the load
// generator's from process.cpuUsage() (autocannon runs in the bench process).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** The clock ticks a process has spent on CPU (utime + stime) in the text of /proc/<pid>/stat. */
export function cpuTicksFromStat(stat: string): number {
  // The command name (field 2) is in parentheses and may hold spaces or ')', so count from the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).trim().split(/\s+/);
  // After the name come state (field 3) ... utime (field 14) and stime (field 15).
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  if (!Number.isFinite(utime) || !Number.isFinite(stime)) throw new Error('not a /proc/<pid>/stat line');
  return utime + stime;
}

/** Microseconds per request, or null when nothing was counted or there were no requests. */
export function microsPerRequest(micros: number | null, requests: number): number | null {
  if (micros === null || !Number.isFinite(micros) || requests <= 0) return null;
  return micros / requests;
}

let ticksPerSecond: number | undefined;

/** The kernel's clock ticks per second (USER_HZ), 100 when getconf cannot tell. */
function clockTicksPerSecond(): number {
  if (ticksPerSecond === undefined) {
    let value = Number.NaN;
    try {
      value = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
    } catch {
      // getconf missing: Linux's USER_HZ is 100 on every common architecture.
    }
    ticksPerSecond = Number.isFinite(value) && value > 0 ? value : 100;
  }
  return ticksPerSecond;
}

/** The CPU microseconds a process has used so far; null off Linux or when it cannot be read. */
export function processCpuMicros(pid: number): number | null {
  if (process.platform !== 'linux' || pid <= 0) return null;
  try {
    return (cpuTicksFromStat(readFileSync(`/proc/${pid}/stat`, 'utf8')) * 1_000_000) / clockTicksPerSecond();
  } catch {
    return null;
  }
}

/** The CPU a run costs per request, on both sides. */
export interface CpuPerRequest {
  /** The server child's µs per request; null off Linux. */
  serverMicros: number | null;
  /** The bench process's (autocannon's) µs per request. */
  clientMicros: number | null;
}

/** Starts counting; the returned function gives the CPU per request of what ran in between. */
export function startCpuMeter(serverPid: number): (requests: number) => CpuPerRequest {
  const server = processCpuMicros(serverPid);
  const client = process.cpuUsage();
  return (requests) => {
    const serverNow = processCpuMicros(serverPid);
    const used = process.cpuUsage(client);
    return {
      serverMicros: microsPerRequest(server === null || serverNow === null ? null : serverNow - server, requests),
      clientMicros: microsPerRequest(used.user + used.system, requests),
    };
  };
}
