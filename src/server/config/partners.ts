import { createPublicKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { PARTNER_FEATURES, type PartnerShell } from '../../domain/partners/partner-shell';

const COLOUR = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #1a73e8');
const SCREEN = z.string().regex(/^\/[A-Za-z0-9_\-/]*$/, 'must be a site path starting with /');

function isPublicKey(pem: string): boolean {
  try {
    return createPublicKey(pem).type === 'public';
  } catch {
    return false;
  }
}

const partnerSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9_-]{1,40}$/, 'must be 1-40 lower-case letters, digits, - or _'),
    name: z.string().trim().min(1, 'is required').max(40),
    issuer: z.string().min(1, 'is required'),
    audience: z.string().min(1, 'is required'),
    algorithm: z.enum(['HS256', 'RS256', 'ES256'], { message: 'must be HS256, RS256 or ES256' }),
    secret: z.string().min(32, 'must be at least 32 characters').optional(),
    publicKey: z.string().refine(isPublicKey, 'must be a PEM public key (-----BEGIN PUBLIC KEY-----)').optional(),
    jwksUrl: z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).optional(),
    landing: SCREEN,
    returnUrl: z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).nullable().default(null),
    theme: z.object({ primary: COLOUR, headerBackground: COLOUR, headerText: COLOUR }),
    allowedScreens: z.array(SCREEN).max(100).default([]),
    /** A fraction of the partner's attributed amounts owed to it, 0 to 1. */
    revenueShareRate: z.number().min(0, 'must be between 0 and 1').max(1, 'must be between 0 and 1'),
    feature: z.enum(PARTNER_FEATURES, { message: `must be ${PARTNER_FEATURES.join(' or ')}` }).default('partnerChannel'),
  })
  .superRefine((p, ctx) => {
    const keys = [p.secret, p.publicKey, p.jwksUrl].filter((k) => k !== undefined).length;
    if (keys !== 1) ctx.addIssue({ code: 'custom', path: ['secret'], message: 'give exactly one of secret, publicKey or jwksUrl' });
    if (p.algorithm === 'HS256' && p.secret === undefined) ctx.addIssue({ code: 'custom', path: ['secret'], message: 'HS256 needs a secret' });
    if (p.algorithm !== 'HS256' && p.secret !== undefined) ctx.addIssue({ code: 'custom', path: ['algorithm'], message: 'a secret signs HS256 only' });
  });

const partnersFileSchema = z
  .array(partnerSchema)
  .min(1, 'must list at least one partner')
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((p, i) => {
      if (seen.has(p.id)) ctx.addIssue({ code: 'custom', path: [i, 'id'], message: `"${p.id}" is listed twice` });
      seen.add(p.id);
    });
  });

/** One partner channel from PARTNERS_FILE: who signs its tokens and how its shell looks. */
export type PartnerConfig = z.infer<typeof partnerSchema>;

/** What the browser may know of a partner. */
export function partnerShellOf(p: PartnerConfig): PartnerShell {
  return { id: p.id, name: p.name, landing: p.landing, returnUrl: p.returnUrl, theme: p.theme, allowedScreens: p.allowedScreens };
}

/**
 * Reads and checks PARTNERS_FILE (a JSON array of partners); undefined when it is unset.
 * Each problem is pushed naming the file and the field, e.g. `PARTNERS_FILE [0].audience: is required`.
 */
export function readPartnersFile(path: string | undefined, problems: string[]): PartnerConfig[] | undefined {
  if (!path) return undefined;
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    problems.push(`PARTNERS_FILE: cannot read ${path} as JSON (${(error as Error).message})`);
    return undefined;
  }
  const parsed = partnersFileSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    const at = issue.path.map((part) => (typeof part === 'number' ? `[${part}]` : `.${String(part)}`)).join('');
    problems.push(`PARTNERS_FILE ${at || '(file)'}: ${issue.message}`);
  }
  return undefined;
}
