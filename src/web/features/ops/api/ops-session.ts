import type { z } from 'zod';
import type { OpsLoginBody, opsSessionShape } from '../../../../domain/ops/ops.contract';
import type { ApiClient } from '../../../api/client';

export type { Operator } from '../../../../domain/ops/ops.contract';

type Shape = typeof opsSessionShape;
/** Who is signed in to the console, and until when. */
export type OpsSession = { [K in keyof Shape]: z.infer<Shape[K]> };

// Console calls handle their own 403 (not signed in to the console): it never ends the marketplace session.
const CONSOLE = { quiet: true, guestOk: true } as const;

export const opsLogin = (api: ApiClient, body: OpsLoginBody) => api.request<OpsSession>('/ops/login.json', { method: 'POST', body, ...CONSOLE });

export const opsLogout = (api: ApiClient) => api.request<Record<string, never>>('/ops/logout.json', { method: 'POST', body: {}, ...CONSOLE });

export const getOpsMe = (api: ApiClient) => api.request<OpsSession>('/ops/me.json', CONSOLE);
