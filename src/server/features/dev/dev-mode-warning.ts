import type { Config } from '../../config';
import { isLoopbackAddress } from './dev-access';

function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || isLoopbackAddress(host.replace(/^\[|\]$/g, ''));
}

/**
 * The banner printed at start when a server that is not in production listens beyond this
 * machine: the README's demo must not quietly become a public site with its test doors open.
 */
export function developmentExposureWarning(config: Pick<Config, 'env' | 'host' | 'port' | 'devOutboxPublic'>): string | undefined {
  if (config.env === 'production' || isLoopbackHost(config.host)) return undefined;
  const outbox = config.devOutboxPublic
    ? '/dev/outbox (every sign-in code and reset link) answers ANY client (DEV_OUTBOX_PUBLIC=1)'
    : '/dev/outbox answers this machine only (loopback)';
  const line = '!'.repeat(78);
  return [
    line,
    `!! DEVELOPMENT MODE (NODE_ENV=${config.env}) listening on ${config.host}:${config.port}, reachable from other machines.`,
    `!! ${outbox}; the payment sandbox, the fixed API key and cookies without Secure may be on.`,
    '!! For a real site set NODE_ENV=production (see docs/deployment.md); for a local demo set HOST=127.0.0.1.',
    line,
  ].join('\n');
}
