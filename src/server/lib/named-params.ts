/**
 * CakePHP-style named parameters in paths: `/quote_bids/index/type:myworks/page:2.json`.
 * Routes that take them register a wildcard and parse the rest of the path here.
 */
export interface ParsedPath {
  /** `page:2` becomes named.page = '2'. */
  named: Record<string, string>;
  /** Plain segments, in order. */
  positional: string[];
}

const NAMED = /^([A-Za-z_][A-Za-z0-9_]*):(.*)$/;

/** Splits a path rest into named and positional parts, dropping a trailing `.json`. */
export function parseNamedParams(rest: string): ParsedPath {
  const clean = rest.replace(/\.json$/, '').replace(/^\/+|\/+$/g, '');
  const named: Record<string, string> = {};
  const positional: string[] = [];
  if (clean === '') return { named, positional };
  for (const raw of clean.split('/')) {
    const segment = safeDecode(raw);
    const match = NAMED.exec(segment);
    if (match) named[match[1]!] = match[2]!;
    else positional.push(segment);
  }
  return { named, positional };
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
