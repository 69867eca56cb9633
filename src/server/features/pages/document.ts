import type { PreloadedState, RenderOutput } from '../../../web/ssr-contract';
import { hashSource } from './security-headers';

/** Stands in for the per-response CSP nonce in documents of per-user pages (the dashboard). */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

// `<`, `>` and `&` could end the script or open a comment; U+2028/9 end a line in older
// parsers; `'` and backtick are escaped too, so the JSON stays inert in any quoting context.
const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  "'": '\\u0027',
  '`': '\\u0060',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** JSON that is safe inside a <script> element. */
export function serializeState(state: PreloadedState): string {
  return JSON.stringify(state).replace(/[<>&'`\u2028\u2029]/g, (c) => ESCAPES[c]!);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface DocumentParts {
  rendered: RenderOutput;
  state: PreloadedState;
  canonicalUrl: string;
  /** `<link rel="modulepreload">` tags of the page's first screen (built markup, not escaped). */
  preload?: string | undefined;
}

function headTags(rendered: DocumentParts['rendered'], canonicalUrl: string, preload = ''): string {
  return [
    `<title>${escapeHtml(rendered.title)}</title>`,
    `<meta name="description" content="${escapeHtml(rendered.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(canonicalUrl)}" />`,
    `<meta property="og:title" content="${escapeHtml(rendered.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(rendered.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(canonicalUrl)}" />`,
    ...(rendered.image ? [`<meta property="og:image" content="${escapeHtml(rendered.image)}" />`] : []),
    '<meta property="og:locale" content="zh_TW" />',
    ...(preload ? [preload] : []),
  ].join('\n    ');
}

function fill(template: string, { rendered, canonicalUrl, preload }: DocumentParts, stateScript: string): string {
  // Replacer functions: a string replacement would expand `$'`, `$&`... found in user text.
  return template
    .replace('<!--app-head-->', () => headTags(rendered, canonicalUrl, preload))
    .replace('<!--app-html-->', () => rendered.html)
    .replace('<!--app-state-->', () => stateScript);
}

function stateScriptText(state: PreloadedState): string {
  return `window.__PRELOADED_STATE__=${serializeState(state)}`;
}

/** Fills the built index.html: head tags, the rendered app and the preloaded state (its script carries the nonce placeholder). */
export function buildDocument(template: string, parts: DocumentParts): string {
  return fill(template, parts, `<script nonce="${NONCE_PLACEHOLDER}">${stateScriptText(parts.state)}</script>`);
}

/** A document whose inline script is allowed by its hash, so the same bytes serve every request. */
export interface HashedDocument {
  html: string;
  /** The CSP source (`'sha256-…'`) of the preloaded-state script. */
  stateScriptHash: string;
}

/** Like buildDocument, without a nonce: the CSP allows the state script by its hash. */
export function buildHashedDocument(template: string, parts: DocumentParts): HashedDocument {
  const text = stateScriptText(parts.state);
  return { html: fill(template, parts, `<script>${text}</script>`), stateScriptHash: hashSource(text) };
}

// Elements run by the browser: a script without src whose type is JavaScript (not JSON-LD or other data).
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;
const SCRIPT_TYPE = /\btype\s*=\s*["']?([^"'\s>]+)/i;
const RUNNABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

function runsAsScript(attributes: string): boolean {
  if (/\bsrc\s*=/i.test(attributes)) return false;
  return RUNNABLE_TYPES.has((SCRIPT_TYPE.exec(attributes)?.[1] ?? '').toLowerCase());
}

/**
 * The hashes of the inline scripts and styles the browser would run in the template (the
 * build's own markup, trusted): found once at start, allowed on every cached page. Rendered
 * content is never scanned, so nothing in user text could ever be allowed.
 */
export function templateInlineHashes(template: string): { script: string[]; style: string[] } {
  const blank = template.replace('<!--app-head-->', '').replace('<!--app-html-->', '').replace('<!--app-state-->', '');
  const script = [...blank.matchAll(INLINE_SCRIPT)].filter((m) => runsAsScript(m[1] ?? '')).map((m) => hashSource(m[2] ?? ''));
  const style = [...blank.matchAll(INLINE_STYLE)].map((m) => hashSource(m[1] ?? ''));
  return { script, style };
}
