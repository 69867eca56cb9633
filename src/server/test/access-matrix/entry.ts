import type { ActorName, World } from '../access-matrix.world';
import type { AccessRuleRef } from './rules';

export type Side = 'owner' | 'sameRole' | 'otherRole' | 'guest';
export type Ctx = Record<string, number | string>;

export interface MatrixCall {
  method?: 'GET' | 'POST';
  /** Under the API prefix, unless `outsideApi`. */
  path: string;
  json?: unknown;
  body?: FormData;
  outsideApi?: boolean;
}

export interface MatrixEntry {
  /** Who owns the object: a consumer (A; others are B, then pro P) or a pro (P; others Q, then consumer B). */
  owner: 'A' | 'P';
  /** Replaces the default same-role / other-role caller. */
  sameRole?: ActorName;
  otherRole?: ActorName;
  /** Everyone may read it (guest too): the reason. Default statuses become 200. */
  public?: string;
  /** Objects only this entry uses (e.g. one to delete), made once before its calls. */
  setup?: (w: World) => Promise<Ctx>;
  call: (w: World, ctx: Ctx) => MatrixCall;
  /** A GET path (as the owner) whose answer must not change after the refused calls. */
  readBack?: (w: World, ctx: Ctx) => string;
  /** Statuses that differ from the default (owner 200, others 404, guest 403); a list means any of them. */
  expect?: Partial<Record<Side, number | number[]>>;
  /** The feature's access rule the route applies; the test checks it agrees with the statuses expected here. */
  rule?: AccessRuleRef;
  /** Further callers, e.g. the other party of a bid, with their expected status. */
  also?: { who: ActorName; status: number | number[]; why: string }[];
}

export const post = (path: string, json: unknown = {}): MatrixCall => ({ method: 'POST', path, json });
export const get = (path: string): MatrixCall => ({ path });

// Paths and expectations many entries share.
export const svc = (w: World) => `/quote_services/edit/${w.serviceP}.json`;
export const bidView = (w: World) => `/quote_bids/view/${w.bidP}.json`;
export const requestView = (w: World) => `/quote_request/${w.requestA}.json`;
export const GUESSED_HASH = 'g'.repeat(32);
export const GUESSED: MatrixEntry['expect'] = { owner: [400, 404], sameRole: [400, 404], otherRole: [400, 404], guest: [400, 404] };
export const PUBLIC_CATALOGUE = 'catalogue content, public to everyone';
