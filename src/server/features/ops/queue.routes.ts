import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../domain/errors/app-error';
import { QueueText } from '../../../domain/ops/queues';
import { queueAssignmentShape, queuesShape } from '../../../domain/ops/queues.contract';
import { ok } from '../../lib/envelope';
import { okResponse, pathId } from '../../lib/http-schemas';
import { opsCallerOf, opsGuard } from './ops-session';
import { assignItem, queueOverview, releaseItem } from './queue.service';
import { queueModuleOf } from './queue-registry';

const itemParams = z.object({ queue: z.string(), file: pathId });

/**
 * The guard of a queue's item call: the permission of the queue named in the path (an unknown
 * queue needs only a console session, then is a 404).
 */
async function queueGuard(request: FastifyRequest): Promise<void> {
  const { queue } = request.params as { queue?: string };
  await opsGuard(queueModuleOf(queue ?? '')?.definition.permission)(request);
}

const moduleOf = (queue: string) => {
  const found = queueModuleOf(queue);
  if (!found) throw AppError.notFound(QueueText.ItemNotFound);
  return found;
};

/** The console's review queues: the overview with counts, and taking or releasing an item of any queue. */
export const queueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/ops/queues.json', { preValidation: opsGuard(), schema: { response: okResponse(queuesShape) } }, async (request) => {
    return ok({ queues: await queueOverview(app.db, opsCallerOf(request)) });
  });

  const item = { preValidation: queueGuard, config: { notFoundText: QueueText.ItemNotFound }, schema: { params: itemParams, response: okResponse(queueAssignmentShape) } };
  app.post('/ops/queues/:queue/assign/:file', item, async (request) => {
    const queue = moduleOf(request.params.queue);
    const assignment = await assignItem(app.db, opsCallerOf(request), queue, request.params.file);
    return ok({ queue: queue.definition.id, item_id: request.params.file, assignment });
  });

  app.post('/ops/queues/:queue/release/:file', item, async (request) => {
    const queue = moduleOf(request.params.queue);
    const assignment = await releaseItem(app.db, opsCallerOf(request), queue, request.params.file);
    return ok({ queue: queue.definition.id, item_id: request.params.file, assignment });
  });
};
