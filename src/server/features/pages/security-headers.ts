import { createHash, randomBytes } from 'node:crypto';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet, { contentSecurityPolicy } from 'helmet';
import { integrationCspSources } from '../../../domain/integrations/integrations';
import type { Config } from '../../config';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;
type Directives = Record<string, string[] | null>;
const CSP = 'content-security-policy';

/** Extra sources for inline `<script>` and `<style>` elements: their hashes, or one response's nonces. */
export interface InlineSources {
  script: readonly string[];
  style: readonly string[];
}

const NO_INLINE: InlineSources = { script: [], style: [] };

/** The CSP source that allows one inline element by its text (`'sha256-…'`). */
export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The page policy's directives; inline elements are allowed by the sources added per page. */
function pageDirectives(config: Config): Directives {
  // Sign-in providers' scripts and frames, allowed only when the provider is configured.
  const google = config.social.google ? ['https://accounts.google.com'] : [];
  const facebook = config.social.facebook ? ['https://connect.facebook.net'] : [];
  const facebookFrames = config.social.facebook ? ['https://www.facebook.com', 'https://web.facebook.com'] : [];
  // Tag manager, chat and help widgets, heatmap: only the hosts of those configured (none by default).
  const widgets = integrationCspSources(config.integrations);
  // The area step's map: its style, tiles, glyphs and sprites (fetched); its worker is a file of this origin, so no blob: worker.
  const map = config.map?.origins ?? [];
  // SEON's browser agent: its script, and the calls it makes to its own host while collecting.
  const seon = config.seonScriptUrl ? [new URL(config.seonScriptUrl).origin] : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...google, ...facebook, ...widgets.scriptSrc, ...seon],
    styleSrc: ["'self'", ...google.map((origin) => `${origin}/gsi/style`), ...widgets.styleSrc],
    imgSrc: ["'self'", 'data:', 'blob:', ...widgets.imgSrc, ...map],
    connectSrc: ["'self'", ...(config.analyticsUrl ? [new URL(config.analyticsUrl).origin] : []), ...google, ...facebookFrames, ...widgets.connectSrc, ...map, ...seon],
    frameSrc: ["'self'", ...google, ...facebookFrames, ...widgets.frameSrc],
    ...(widgets.fontSrc.length > 0 ? { fontSrc: ["'self'", 'data:', ...widgets.fontSrc] } : {}),
    // The web app manifest (install prompt) is served from this origin.
    manifestSrc: ["'self'"],
    upgradeInsecureRequests: config.env === 'production' ? [] : null,
  };
}

/** What helmet is given for every page: the policy without per-page sources, and HSTS in production. */
export function pageHelmetOptions(config: Config): { contentSecurityPolicy: { directives: Directives }; hsts: boolean } {
  return { contentSecurityPolicy: { directives: pageDirectives(config) }, hsts: config.env === 'production' };
}

/** The headers a helmet middleware sets, read from a response that is never sent. */
function headersSetBy(middleware: Middleware): Record<string, string> {
  const req = new IncomingMessage(new Socket());
  const res = new ServerResponse(req);
  middleware(req, res, (error) => {
    if (error) throw error;
  });
  return Object.fromEntries(Object.entries(res.getHeaders()).map(([name, value]) => [name, String(value)]));
}

/**
 * The security headers of pages, computed by helmet once at start instead of per request:
 * `common` is the set every page answer carries, with the policy that allows no inline
 * element; `policy()` adds the hashes (cached pages) or nonces (per-user pages) of one page.
 */
export class PageSecurityHeaders {
  readonly common: Readonly<Record<string, string>>;
  private readonly directives: Directives;

  constructor(config: Config) {
    const options = pageHelmetOptions(config);
    this.directives = pageDirectives(config);
    this.common = headersSetBy(helmet(options));
    if (!this.common[CSP]) throw new Error('helmet set no Content-Security-Policy for pages');
  }

  /** The Content-Security-Policy with these inline elements allowed, in helmet's own spelling. */
  policy(inline: InlineSources = NO_INLINE): string {
    const { scriptSrc = [], styleSrc = [] } = this.directives;
    const directives = { ...this.directives, scriptSrc: [...(scriptSrc ?? []), ...inline.script], styleSrc: [...(styleSrc ?? []), ...inline.style] };
    return headersSetBy(contentSecurityPolicy({ directives }))[CSP]!;
  }

  /** A fresh nonce for each kind of inline element, and the policy that allows them. */
  withNonces(): { script: string; policy: string } {
    const script = randomBytes(16).toString('hex');
    const style = randomBytes(16).toString('hex');
    return { script, policy: this.policy({ script: [`'nonce-${script}'`], style: [`'nonce-${style}'`] }) };
  }
}
