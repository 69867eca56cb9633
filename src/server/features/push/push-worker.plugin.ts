import type { FastifyInstance } from 'fastify';

/** The service worker that shows pushes and opens their page when tapped. Served at the root so its scope is the whole site. */
export const PUSH_WORKER_PATH = '/push-sw.js';

const WORKER_SOURCE = `'use strict';
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch (error) {
    data = { body: event.data ? event.data.text() : '' };
  }
  event.waitUntil(
    self.registration.showNotification(data.title || '好幫手', { body: data.body || '', tag: data.tag, data: { url: data.url || '/' } }),
  );
});
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL((event.notification.data && event.notification.data.url) || '/', self.location.origin);
  if (target.origin !== self.location.origin) return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((list) => {
      for (const client of list) if (client.url === target.href && 'focus' in client) return client.focus();
      return self.clients.openWindow(target.href);
    }),
  );
});
`;

/** GET /push-sw.js: only while web push is configured (VAPID keys); otherwise there is no such file. */
export async function pushWorkerPlugin(app: FastifyInstance): Promise<void> {
  if (!app.config.push) return;
  app.get(PUSH_WORKER_PATH, async (_request, reply) =>
    reply.header('content-type', 'text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(WORKER_SOURCE),
  );
}
