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
