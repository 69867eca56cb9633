/** A server-rendered page as a test reads it: its status, its markup and the parts tests look at. */
export interface RenderedPage {
  status: number;
  headers: Headers;
  html: string;
  /** The markup inside `<div id="app">`, without the preloaded state. */
  app: string;
  /** The text of the first `<h1>`, when it is plain text. */
  h1: string;
  title: string;
  description: string;
  /** The canonical link with `&amp;` read back as `&`. */
  canonical: string;
  /** Every JSON-LD block, parsed; a block holding a list gives each of its items. */
  ld: Record<string, unknown>[];
}

/** Every JSON-LD block of a page, parsed; a block holding a list gives each of its items. */
export function jsonLdOf(html: string): Record<string, unknown>[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1] ?? '{}') as unknown);
  return blocks.flatMap((b) => (Array.isArray(b) ? (b as Record<string, unknown>[]) : [b as Record<string, unknown>]));
}

/** GETs `path` (already encoded) without following redirects and reads the page. */
export async function renderedPage(baseUrl: string, path: string): Promise<RenderedPage> {
  const res = await fetch(`${baseUrl}${path}`, { redirect: 'manual' });
  const html = await res.text();
  return {
    status: res.status,
    headers: res.headers,
    html,
    app: /<div id="app">([\s\S]*)<\/div>\s*<script>window\.__PRELOADED_STATE__/.exec(html)?.[1] ?? '',
    h1: /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? '',
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '',
    description: /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '',
    canonical: (/<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? '').replaceAll('&amp;', '&'),
    ld: jsonLdOf(html),
  };
}
