import type { PreloadedState, RenderOutput } from '../../../web/ssr-contract';

/** Stands in for the per-response CSP nonce in cached pages. */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

const ESCAPES: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/** JSON that is safe inside a <script> element. */
export function serializeState(state: PreloadedState): string {
  return JSON.stringify(state).replace(/[<>&\u2028\u2029]/g, (c) => ESCAPES[c]!);
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
  return template
    .replace('<!--app-head-->', head)
    .replace('<!--app-html-->', rendered.html)
    .replace('<!--app-state-->', stateScript);
}
