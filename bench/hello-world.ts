// The baseline: bare Fastify with one route, nothing else. Listens on PORT (HOST, default 127.0.0.1).
import Fastify from 'fastify';
import { serveReference } from './lib/reference-server';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));

await serveReference(app, 'Hello world');
