import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { EcpayClient, type EcpayCredentials } from '../../../adapters/payments/ecpay/ecpay-client';
import { ECPAY_STAGE_CREDENTIALS, FakeEcpay } from '../../../adapters/payments/ecpay/fake-ecpay';
import type { Config } from '../../../config';

/** Where the in-process fake of ECPay is mounted when no keys are configured. */
export const ECPAY_SANDBOX_PREFIX = '/sandbox-gateway/ecpay';

/** ECPay as the app uses it: the client, the keys, and where ECPay posts its notifications. */
export interface EcpayGateway {
  mode: 'sandbox' | 'ecpay';
  client: EcpayClient;
  credentials: EcpayCredentials;
  /** The in-process fake (sandbox mode only). */
  fake: FakeEcpay | undefined;
  /** Absolute base of our webhooks, up to and including the API prefix. */
  notifyBase(): string;
  /** Whether a notification of a payment ECPay only simulated (SimulatePaid=1) may credit: only in sandbox mode. */
  acceptSimulated: boolean;
}

/** This server's own loopback address once it listens, for the sandbox's server-to-server calls. */
function selfUrl(app: FastifyInstance, config: Config): string {
  const address = app.server.address() as AddressInfo | string | null;
  if (!address || typeof address === 'string') return config.publicUrl;
  const host = address.family === 'IPv6' ? (address.address === '::' ? '[::1]' : `[${address.address}]`) : address.address === '0.0.0.0' ? '127.0.0.1' : address.address;
  return `http://${host}:${address.port}`;
}

/**
 * With keys (ECPAY_MERCHANT_ID...) the client speaks to ECPay and ECPay posts to PUBLIC_URL;
 * without, to the fake mounted in this process with ECPay's stage keys, over loopback HTTP.
 */
export function createEcpayGateway(app: FastifyInstance, config: Config): EcpayGateway {
  const settings = config.ecpay;
  if (settings.mode === 'ecpay') {
    const credentials = { merchantId: settings.merchantId, hashKey: settings.hashKey, hashIv: settings.hashIv };
    return {
      mode: 'ecpay',
      credentials,
      client: new EcpayClient({ credentials, baseUrl: () => settings.baseUrl }),
      fake: undefined,
      notifyBase: () => `${config.publicUrl}${config.apiPrefix}`,
      // ECPay's back office can "simulate" a payment on a real merchant: no money moved, so never credit it.
      acceptSimulated: false,
    };
  }
  const credentials = ECPAY_STAGE_CREDENTIALS;
  return {
    mode: 'sandbox',
    credentials,
    client: new EcpayClient({ credentials, baseUrl: () => `${selfUrl(app, config)}${ECPAY_SANDBOX_PREFIX}` }),
    fake: new FakeEcpay(credentials),
    notifyBase: () => `${selfUrl(app, config)}${config.apiPrefix}`,
    acceptSimulated: true,
  };
}
