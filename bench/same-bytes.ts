// A fair reference for a target with a big body: bare Fastify answering GET / with exactly the
// bytes the marketplace sent (SAME_BYTES_FILE) and its content-type and content-encoding
// (SAME_BYTES_HEADERS, JSON). No plugins, no logger: only the cost of sending those bytes.
// Listens on PORT (HOST, default 127.0.0.1).
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import { serveReference } from './lib/reference-server';

const bodyFile = process.env.SAME_BYTES_FILE;
if (!bodyFile) throw new Error('SAME_BYTES_FILE must name the file holding the body');
const body = readFileSync(bodyFile);
const headers = JSON.parse(process.env.SAME_BYTES_HEADERS ?? '{}') as Record<string, string>;

const app = Fastify({ logger: false });
app.get('/', (_request, reply) => {
  reply.headers(headers).send(body);
});

await serveReference(app, `Same-bytes reference (${body.length} bytes)`);
