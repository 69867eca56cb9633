import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type CryptoKey, exportPKCS8, exportSPKI, generateKeyPair, importPKCS8, type JWTPayload, SignJWT } from 'jose';

/** Tests only: two partners (fet signing HS256, ibon RS256) written to a PARTNERS_FILE, and their signers. */
export const FET_SECRET = 'fet-test-secret-0123456789abcdef0123';
/** The 55688life partner's HS256 secret (its channel: /55688life, flag partnerChannel). */
export const LIFE_SECRET = 'life-test-secret-0123456789abcdef0123';

export interface PartnerBed {
  file: string;
  ibonKey: CryptoKey;
  /** The same private key as PKCS#8 PEM, to hand to another process (the browser tests' workers). */
  ibonKeyPem: string;
}

const THEME = { primary: '#e60012', headerBackground: '#e60012', headerText: '#ffffff' };

export async function writePartnersFile(): Promise<PartnerBed> {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const file = writePartners(await exportSPKI(publicKey));
  return { file, ibonKey: privateKey, ibonKeyPem: await exportPKCS8(privateKey) };
}

/** The same partners file, written at once, for a suite that only needs the channels open (no ibon signer). */
export function writePartnersFileSync(): string {
  const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return writePartners(publicKey.export({ type: 'spki', format: 'pem' }).toString());
}

function writePartners(ibonPublicKey: string): string {
  const partners = [
    {
      id: 'fet',
      name: '遠傳',
      issuer: 'https://fet.example',
      audience: 'marketplace',
      algorithm: 'HS256',
      secret: FET_SECRET,
      landing: '/fet',
      returnUrl: 'https://fet.example/app',
      theme: THEME,
      // The shop's screens a purchase in the channel goes through (docs/fet.md).
      allowedScreens: ['/category', '/dashboard/projects', '/product', '/dashboard/shop-consumer', '/payment'],
      revenueShareRate: 0.05,
      feature: 'telecomPartner',
    },
    {
      id: 'ibon',
      name: 'ibon',
      issuer: 'https://ibon.example',
      audience: 'marketplace',
      algorithm: 'RS256',
      publicKey: ibonPublicKey,
      landing: '/ibon-app',
      theme: { primary: '#0a7f3f', headerBackground: '#ffffff', headerText: '#0a7f3f' },
      revenueShareRate: 0.03,
      // The ibon channel's own screens, and the shop and payment screens an order goes through.
      allowedScreens: ['/dashboard/ibon-orders', '/dashboard/ibon-order', '/category', '/product', '/dashboard/shop-consumer', '/dashboard/safety-payments', '/pro-signup'],
    },
    {
      id: '55688life',
      name: '55688 生活',
      issuer: 'https://55688life.example',
      audience: 'marketplace',
      algorithm: 'HS256',
      secret: LIFE_SECRET,
      landing: '/55688life',
      returnUrl: 'https://55688life.example/app',
      theme: { primary: '#f5a200', headerBackground: '#f5a200', headerText: '#1f2937' },
      allowedScreens: ['/dashboard/projects', '/dashboard/shop-consumer', '/dashboard/safety-payments'],
      revenueShareRate: 0.04,
      feature: 'partnerChannel',
    },
  ];
  const file = join(mkdtempSync(join(tmpdir(), 'partners-')), 'partners.json');
  writeFileSync(file, JSON.stringify(partners));
  return file;
}

export interface TokenOptions {
  claims?: JWTPayload;
  issuer?: string;
  expiresInSeconds?: number;
  secret?: string;
}

/** A fet token for a partner user, good for a minute unless told otherwise. */
export function fetToken(sub: string, options: TokenOptions = {}): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ ...options.claims })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(sub)
    .setIssuer(options.issuer ?? 'https://fet.example')
    .setAudience('marketplace')
    .setJti(randomUUID())
    .setIssuedAt(now - 5)
    .setExpirationTime(now + (options.expiresInSeconds ?? 60))
    .sign(new TextEncoder().encode(options.secret ?? FET_SECRET));
}

/** A 55688life token (HS256) for a partner user, good for a minute. */
export function lifeToken(sub: string): Promise<string> {
  return fetToken(sub, { issuer: 'https://55688life.example', secret: LIFE_SECRET });
}

/** An ibon token (RS256) for a partner user. */
export function ibonToken(key: CryptoKey, sub: string): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'RS256' })
    .setSubject(sub)
    .setIssuer('https://ibon.example')
    .setAudience('marketplace')
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime('1m')
    .sign(key);
}

/** The ibon signing key from its PEM (see `PartnerBed.ibonKeyPem`). */
export function ibonKeyOf(pem: string): Promise<CryptoKey> {
  return importPKCS8(pem, 'RS256');
}

/** The value of one Set-Cookie cookie in a response, or undefined. */
export function setCookie(headers: Headers, name: string): string | undefined {
  const found = headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  return found?.slice(name.length + 1).split(';')[0];
}
