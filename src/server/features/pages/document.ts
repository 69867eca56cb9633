import type { PreloadedState, RenderOutput } from '../../../web/ssr-contract';

/** Stands in for the per-response CSP nonce in cached pages. */
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
}

/** Fills the built index.html: head tags, the rendered app and the preloaded state. */
export function buildDocument(template: string, { rendered, state, canonicalUrl }: DocumentParts): string {
  const head = [
    `<title>${escapeHtml(rendered.title)}</title>`,
    `<meta name="description" content="${escapeHtml(rendered.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(canonicalUrl)}" />`,
    `<meta property="og:title" content="${escapeHtml(rendered.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(rendered.description)}" />`,
    '<meta property="og:locale" content="zh_TW" />',
  ].join('\n    ');
  const stateScript = `<script nonce="${NONCE_PLACEHOLDER}">window.__PRELOADED_STATE__=${serializeState(state)}</script>`;
  // Replacer functions: a string replacement would expand `$'`, `$&`... found in user text.
  return template
    .replace('<!--app-head-->', () => head)
    .replace('<!--app-html-->', () => rendered.html)
    .replace('<!--app-state-->', () => stateScript);
}
