import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Clock } from '../../adapters/clock';
import { EcpayEinvoiceClient, ECPAY_EINVOICE_STAGE_MERCHANT, type EinvoiceProvider } from '../../adapters/einvoice/ecpay-einvoice-client';
import { FakeEcpayEinvoice, fakeEcpayEinvoiceRoutes } from '../../adapters/einvoice/fake-ecpay-einvoice';
import { assertSandboxAllowed, localBaseUrl } from '../../adapters/payments/create-card-gateway';
import type { Config } from '../../config';

/** Where the in-process fake of ECPay's e-invoice API is mounted (EINVOICE_PROVIDER=sandbox). */
export const EINVOICE_SANDBOX_PREFIX = '/sandbox-gateway/einvoice';

/** The provider in use (null when off) and its in-process fake in sandbox mode. */
export interface EinvoiceGateway {
  mode: Config['einvoice']['mode'];
  provider: EinvoiceProvider | null;
  fake: FakeEcpayEinvoice | undefined;
}

/**
 * EINVOICE_PROVIDER=ecpay speaks to ECPay with the merchant's keys; sandbox to the fake in this
 * process (ECPay's published stage merchant, over loopback HTTP); off issues nothing.
 */
export function createEinvoiceGateway(app: FastifyInstance, config: Config, clock: Clock): EinvoiceGateway {
  const settings = config.einvoice;
  if (settings.mode === 'ecpay') {
    const credentials = { merchantId: settings.merchantId, hashKey: settings.hashKey, hashIv: settings.hashIv };
    return { mode: 'ecpay', provider: new EcpayEinvoiceClient({ credentials, baseUrl: () => settings.baseUrl }), fake: undefined };
  }
  if (settings.mode === 'off') return { mode: 'off', provider: null, fake: undefined };
  assertSandboxAllowed(config, 'EINVOICE_PROVIDER');
  const credentials = { ...ECPAY_EINVOICE_STAGE_MERCHANT };
  return {
    mode: 'sandbox',
    provider: new EcpayEinvoiceClient({ credentials, baseUrl: () => `${localBaseUrl(app)}${EINVOICE_SANDBOX_PREFIX}` }),
    fake: new FakeEcpayEinvoice(credentials, () => clock.now()),
  };
}

const sandboxes = new WeakMap<object, FakeEcpayEinvoice>();

/** The in-process fake of this app's e-invoice sandbox, if it runs one (tests read what it issued). */
export function einvoiceSandboxOf(app: FastifyInstance): FakeEcpayEinvoice | undefined {
  return sandboxes.get(app.server);
}

/** Mounts the fake under /sandbox-gateway/einvoice in sandbox mode (never in production without ALLOW_SANDBOX_PAYMENTS). */
export const einvoiceSandboxPlugin: FastifyPluginAsync<{ gateway: EinvoiceGateway }> = async (app, { gateway }) => {
  if (!gateway.fake) return;
  assertSandboxAllowed(app.config, 'EINVOICE_PROVIDER');
  sandboxes.set(app.server, gateway.fake);
  await app.register(fakeEcpayEinvoiceRoutes, { fake: gateway.fake, prefix: EINVOICE_SANDBOX_PREFIX });
};
