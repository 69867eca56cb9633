import { type SelectQueryBuilder, sql } from 'kysely';
import { z } from 'zod';
import { AppError } from '../../../domain/errors/app-error';
import { parseNamedParams } from '../../lib/named-params';

/** The wildcard rest of a console list's path (`.../index/page:{n}.json`). */
export const opsPageParams = z.object({ '*': z.string() });

/** The page of a console list's `page:{n}.json` (1 without it); anything else in the path is a 400 naming `page`. */
export function opsPageOf(rest: string): number {
  const { named, positional } = parseNamedParams(rest);
  const raw = named.page ?? '1';
  const page = Number(raw);
  if (positional.length > 0 || Object.keys(named).some((k) => k !== 'page') || !/^\d+$/.test(raw) || page < 1 || page > 100_000) {
    throw AppError.invalid([{ field: 'page', message: '頁數必須是正整數' }]);
  }
  return page;
}

/** A list query, ordered and selected, that a page is cut from. */
interface PageableQuery<Row> {
  limit(limit: number): { offset(offset: number): { execute(): Promise<Row[]> } };
}

/**
 * One page of a console list and the count of all its rows, read together: `list` is the
 * ordered query with its columns (the page is cut here), `counted` the same rows unselected
 * (their `count(*)` is read beside it).
 */
export async function pagedWithCount<Row, DB, TB extends keyof DB, O>(
  list: PageableQuery<Row>,
  counted: SelectQueryBuilder<DB, TB, O>,
  page: number,
  size: number,
): Promise<{ rows: Row[]; count: number }> {
  const [rows, total] = await Promise.all([
    list
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    counted.select(sql<string>`count(*)`.as('count')).$castTo<{ count: string }>().executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(total.count) };
}
