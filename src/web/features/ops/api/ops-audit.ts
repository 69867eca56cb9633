import type { z } from 'zod';
import type { AuditFilter, auditPageShape } from '../../../../domain/ops/ops.contract';
import type { ApiClient } from '../../../api/client';

export type { AuditEntry, AuditFilter } from '../../../../domain/ops/ops.contract';

type Shape = typeof auditPageShape;
/** One page of the audit log, newest first. */
export type AuditPage = { [K in keyof Shape]: z.infer<Shape[K]> };

const FILTER_KEYS = ['operator_id', 'action', 'target_type', 'target_id', 'from', 'to'] as const;

/** The audit log's URL for a page and filters; empty filters are left out. */
export function auditPath(filter: AuditFilter, page: number): string {
  const query = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filter[key];
    if (value !== undefined && String(value) !== '') query.set(key, String(value));
  }
  const search = query.toString();
  return `/ops/audit/index/page:${page}.json${search ? `?${search}` : ''}`;
}

export const getAuditPage = (api: ApiClient, filter: AuditFilter, page: number) =>
  api.request<AuditPage>(auditPath(filter, page), { quiet: true, guestOk: true });
