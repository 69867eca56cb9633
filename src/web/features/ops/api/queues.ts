import type { z } from 'zod';
import type { queueAssignmentShape, queuesShape } from '../../../../domain/ops/queues.contract';
import type { ApiClient } from '../../../api/client';

export type { QueueAssignment, QueueSummary } from '../../../../domain/ops/queues.contract';

type Payload<S extends z.ZodRawShape> = { [K in keyof S]: z.infer<S[K]> };
/** Every queue the operator may open, with its counts. */
export type QueuesAnswer = Payload<typeof queuesShape>;
/** An item's assignment after taking or releasing it. */
export type AssignmentAnswer = Payload<typeof queueAssignmentShape>;

// Console calls handle their own 403 (not signed in to the console).
const CONSOLE = { quiet: true, guestOk: true } as const;

export const getQueues = (api: ApiClient) => api.request<QueuesAnswer>('/ops/queues.json', CONSOLE);

export const assignQueueItem = (api: ApiClient, queue: string, id: number) =>
  api.request<AssignmentAnswer>(`/ops/queues/${queue}/assign/${id}.json`, { method: 'POST', body: {}, ...CONSOLE });

export const releaseQueueItem = (api: ApiClient, queue: string, id: number) =>
  api.request<AssignmentAnswer>(`/ops/queues/${queue}/release/${id}.json`, { method: 'POST', body: {}, ...CONSOLE });
