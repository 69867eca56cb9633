import type { MayReceivePayments } from './features/safety-payments';
import type { PayoutAccountOf } from './features/ops';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { type Clock, systemClock } from './adapters/clock';
import { createMessaging } from './adapters/messaging/create-messaging';
import type { Messaging } from './adapters/messaging/messaging';
import { assertSandboxAllowed, CARD_CALLBACK_PATHS, type CardGatewaySetup, setUpCardGateway } from './adapters/payments/create-card-gateway';
import { createPrivateStorage, createStorage } from './adapters/storage/create-storage';
import { DiskStorage, uploadsDir } from './adapters/storage/disk-storage';
import type { FileStorage, ReadableStorage } from './adapters/storage/storage';
import type { Config } from './config';
import type { DatabaseHandle } from './db/connection';
import type { CardProvider, Database } from './db/schema';
import type { Geocoder } from './adapters/geocoding/geocoder';
import { GoogleGeocoder } from './adapters/geocoding/google-geocoding';
import type { RiskScorer } from './adapters/risk/risk';
import { SeonRiskScorer } from './adapters/risk/seon-fraud';
import { createEinvoiceGateway, type EinvoiceGateway } from './features/einvoices';
import { MessageHub } from './features/messages';
import { cardProviderOf, type CardPaymentsDeps, createEcpayGateway, type EcpayGateway } from './features/payments';
import { BackgroundTasks } from './lib/background-tasks';
import { ChangeFeed } from './lib/change-feed';
import { Throttle } from './lib/throttle';

/** What the app is built from: its settings, its database, and optional replacements for tests. */
export interface CompositionDeps {
  config: Config;
  database: DatabaseHandle;
  /** E-mail and SMS senders; by default chosen from the configuration. */
  messaging?: Messaging | undefined;
  /** What time it is; the system clock unless a test pins it. */
  clock?: Clock | undefined;
  /** Whether a pro may receive safety payments (an approved charge application); see features/safety-payments. */
  mayReceivePayments?: MayReceivePayments | undefined;
  /** Where a pro's payouts go (his approved charge application's bank account); see features/ops payout batches. */
  payoutAccountOf?: PayoutAccountOf | undefined;
}

/** The card gateway in use, its local sandbox (null with real keys) and what its rows are stored as. */
export interface CardGatewayParts {
  gateway: CardGatewaySetup['gateway'];
  sandbox: CardGatewaySetup['sandbox'];
  provider: CardProvider;
  /** What the card services are built from. */
  deps: CardPaymentsDeps;
}

/** Every outside thing the services talk to, built once per app. */
export interface Adapters {
  db: Kysely<Database>;
  config: Config;
  log: FastifyBaseLogger;
  clock: Clock;
  /** Every upload: public or private by its folder, on disk or in the bucket (STORAGE_DRIVER). */
  storage: FileStorage;
  /** The private half of `storage`, read back by the private files route. */
  privateStorage: ReadableStorage;
  /**
   * Private files saved before private storage existed: they were always written to
   * `DATA_DIR/uploads`, whatever STORAGE_DRIVER said, so they are read (never written) there.
   */
  legacyUploads: Pick<ReadableStorage, 'read'>;
  messaging: Messaging;
  throttle: Throttle;
  background: BackgroundTasks;
  /** Messages by topic to every copy of the server (LISTEN/NOTIFY), closed with the app. */
  feed: ChangeFeed;
  /** New messages and quotes between server copies, on the feed's `messages` topic. */
  hub: MessageHub;
  /** Convenience-store codes and ATM accounts: ECPay, or its local fake without keys. */
  ecpay: EcpayGateway;
  /** E-invoices: ECPay's e-invoice API, its local fake (EINVOICE_PROVIDER=sandbox), or none. */
  einvoice: EinvoiceGateway;
  card: CardGatewayParts;
  /** Risk checks at login: SEON's Fraud API, or none (SEON_API_KEY unset). */
  loginRisk: RiskScorer | undefined;
  /** Street addresses to points: Google's Geocoding API, or none (GOOGLE_MAPS_API_KEY unset: the district's centre). */
  geocoder: Geocoder | undefined;
}

/**
 * The card gateway (mounting its local fake on the app in sandbox mode) and what the card
 * services need: where 3-D Secure comes back and where the gateway notifies us.
 */
async function setUpCards(app: FastifyInstance, config: Config): Promise<CardGatewayParts> {
  const { cards, publicUrl, apiPrefix } = config;
  if (cards.sandbox) assertSandboxAllowed(config, 'CARD_PROVIDER');
  const { gateway, callbackBase, sandbox } = await setUpCardGateway(app, cards, publicUrl, apiPrefix);
  const returnPath = gateway.name === 'stripe' ? CARD_CALLBACK_PATHS.stripeReturn : CARD_CALLBACK_PATHS.tappayReturn;
  const provider = cardProviderOf(cards);
  const deps: CardPaymentsDeps = {
    db: app.db,
    gateway,
    provider,
    allowForeign: cards.allowForeign,
    threeDomainSecureUrls: () => ({
      returnUrl: `${publicUrl}${apiPrefix}${returnPath}`,
      notifyUrl: `${callbackBase()}${apiPrefix}${CARD_CALLBACK_PATHS.tappayNotify}`,
    }),
    log: app.log,
  };
  return { gateway, sandbox, provider, deps };
}

/** Builds the adapters; the app must already carry `db` (the card sandbox reads it). */
export async function buildAdapters(app: FastifyInstance, { config, database, messaging, clock }: CompositionDeps): Promise<Adapters> {
  const db = database.db;
  const appClock = clock ?? systemClock;
  // One listening connection per copy carries every topic: data versions, messages.
  const feed = new ChangeFeed({ db, databaseUrl: config.databaseUrl, pglite: database.pglite, log: app.log });
  app.addHook('onClose', () => feed.close());
  return {
    db,
    config,
    log: app.log,
    clock: appClock,
    storage: createStorage(config),
    privateStorage: createPrivateStorage(config),
    legacyUploads: new DiskStorage(uploadsDir(config.dataDir)),
    messaging: messaging ?? createMessaging(config, db),
    throttle: new Throttle(db, appClock),
    background: new BackgroundTasks(app.log),
    feed,
    hub: new MessageHub(feed),
    ecpay: createEcpayGateway(app, config),
    einvoice: createEinvoiceGateway(app, config, appClock),
    card: await setUpCards(app, config),
    loginRisk: config.loginRisk ? new SeonRiskScorer({ apiKey: config.loginRisk.apiKey, baseUrl: config.loginRisk.baseUrl }) : undefined,
    geocoder: config.geocoding ? new GoogleGeocoder(config.geocoding) : undefined,
  };
}
