import type { FastifyInstance } from 'fastify';
import { createStorage } from '../../adapters/storage/create-storage';
import { BidsService } from './bids.service';

// One service per database handle: every plugin of an app (and a test's app) shares it.
const services = new WeakMap<FastifyInstance['db'], BidsService>();

/** The app's one BidsService, made on first use by whichever plugin asks first. */
export function bidsServiceOf(app: Pick<FastifyInstance, 'db' | 'config'>): BidsService {
  let service = services.get(app.db);
  if (!service) {
    service = new BidsService({
      db: app.db,
      matching: app.config.matching,
      wallet: app.config.wallet,
      flags: app.config.flags,
      storage: createStorage(app.config),
    });
    services.set(app.db, service);
  }
  return service;
}
