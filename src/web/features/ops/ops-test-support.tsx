import { act } from '@testing-library/react';
import type { Operator } from '../../../domain/ops/ops.contract';
import { RouteView } from '../../routes/route-view';
import { createAppStore } from '../../store';
import { type Answer, byMethod, fakeApi, type Handler } from '../../test/fake-api';
import { preloaded } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';

export const ok = (payload: object = {}): Answer => [200, { status: 'Success', ...payload }];
export const failed = (status: number, message: string, error: string | number = status): Answer => [status, { status: 'Error', error, message }];

export function operator(extra: Partial<Operator> = {}): Operator {
  return { id: 3, email: 'mei@ops.example.tw', full_name: 'Mei Lin', role: 'finance', ...extra };
}

export const signedIn = (extra: Partial<Operator> = {}): Answer => ok({ operator: operator(extra), expires: '2026-11-27T18:00:00.000Z' });
export const notSignedIn: Answer = [403, { status: 'Error', error: 'invalid token', message: '' }];

/** The app at `path` with a fake API keyed by "METHOD /path" (without /api); a guest in the marketplace. */
export async function renderOps(path: string, table: Record<string, Handler>, fetchFn?: typeof fetch) {
  const api = fakeApi(table, byMethod);
  const store = createAppStore(preloaded(), { fetchFn: fetchFn ?? api.fn });
  const view = renderWithApp(<RouteView initialStatus={200} />, { store, path });
  await act(async () => {});
  return { api, store, view };
}
