import type { FastifyInstance } from 'fastify';

/**
 * Runs a reference server of the bench until it is told to stop: listens on PORT (HOST, default
 * 127.0.0.1), closes on SIGINT or SIGTERM, and prints `${label} ready at ${address}` once
 * listening (the runner waits for that line).
 */
export async function serveReference(app: FastifyInstance, label: string): Promise<void> {
  const shutdown = async () => {
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
  const address = await app.listen({ port: Number(process.env.PORT ?? 0), host: process.env.HOST ?? '127.0.0.1' });
  console.log(`${label} ready at ${address}`);
}
