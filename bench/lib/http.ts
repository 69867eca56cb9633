import { request } from 'node:http';

export interface Probe {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  bytes: number;
}

/** One GET on a fresh connection (no keep-alive, so nothing lingers); rejects on network errors. */
export function probe(url: string, headers: Record<string, string> = {}, timeoutMs = 2000): Promise<Probe> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'GET', headers, agent: false, timeout: timeoutMs }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`GET ${url} timed out`)));
    req.on('error', reject);
    req.end();
  });
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The body as sent: not decompressed. */
  body: Buffer;
}

/** One GET on a fresh connection, keeping the body exactly as it came over the wire. */
export function fetchRaw(url: string, headers: Record<string, string> = {}, timeoutMs = 10_000): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'GET', headers, agent: false, timeout: timeoutMs }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`GET ${url} timed out`)));
    req.on('error', reject);
    req.end();
  });
}
