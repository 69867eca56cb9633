import { spawnSync } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import { writePartnersFile } from '../src/server/features/partners/partners.test-support';
import { FET_E2E_CODE } from './partner-fet.support';
import { startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The API key the server runs with, for tests that set up data through the API. */
    apiKey: string;
    /**
     * Console operators (admins) made with `npm run operator:add` before the server started: three,
     * so sign-ins in quick succession need not wait for a new code's time step (e2e/operator.ts).
     */
    operators: { email: string; password: string; totpSecret: string }[];
    /** The ibon partner's private signing key (PKCS#8 PEM) for `ibonToken(await ibonKeyOf(pem), sub)`; fet signs with FET_SECRET. */
    ibonKeyPem: string;
    /** The Basic credentials the maps service calls the booking server with (google-reserve.test.ts). */
    bookingServer: { user: string; password: string };
  }
}

/** Starts the real server (built web app, fresh embedded database) for the browser tests. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const apiKey = 'e2e-local-api-key';
  const operators = [1, 2, 3].map((n) => ({ email: `ops-e2e-${n}@example.com`, password: 'ops-e2e-password-2026', totpSecret: '' }));
  // The partners of partners.test-support (fet, ibon...), so the partner channels' tests share this server.
  const partners = await writePartnersFile();
  const bookingServer = { user: 'e2e-maps-partner', password: 'e2e-booking-server-password' };
  const server = await startServer({
    dataPrefix: 'e2e-data-',
    env: {
      API_KEY: apiKey,
      PARTNERS_FILE: partners.file,
      // Each test makes the people and requests it needs; the demo marketplace would only add to them.
      SEED_DEMO_DATA: '0',
      // One browser and the fixtures call from one address, faster than any person.
      RATE_LIMIT_PER_MINUTE: '0',
      // Every browser test posts its requests to this one server from this one address.
      REQUESTS_PER_IP_PER_DAY: '100000',
      // One consumer posts eleven requests to fill two pages of projects.
      REQUESTS_PER_DAY: '100',
      // A safety payment's service fee, so the browser tests see it taken (safety-payments-flow.test.ts).
      SAFETY_PAYMENT_FEE_PERCENT: '2.5',
      // The app store links, so the download page and the phone banner show (app-download.test.ts).
      APP_STORE_URL: 'https://apps.apple.com/tw/app/id1000000001',
      PLAY_STORE_URL: 'https://play.google.com/store/apps/details?id=tw.example.consumer',
      PRO_APP_STORE_URL: 'https://apps.apple.com/tw/app/id1000000002',
      PRO_PLAY_STORE_URL: 'https://play.google.com/store/apps/details?id=tw.example.pro',
      // The booking server a maps service calls, and the screens of booking through it (google-reserve.test.ts).
      FEATURE_MAPS_RESERVATION: 'true',
      BOOKING_SERVER_USER: bookingServer.user,
      BOOKING_SERVER_PASSWORD: bookingServer.password,
    },
    // Operators are made as a company makes one: with the command, which prints its TOTP secret once.
    prepare: (env) => {
      for (const operator of operators) {
        const args = ['--import', 'tsx', 'scripts/operator-add.ts', '--email', operator.email, '--role', 'admin', '--name', '測試營運', '--password', operator.password];
        const added = spawnSync('node', args, { env, encoding: 'utf8' });
        const secret = /otpauth:\/\/totp\/\S*[?&]secret=([A-Z2-7]+)/.exec(added.stdout)?.[1];
        if (added.status !== 0 || !secret) throw new Error(`operator:add failed (${added.status}): ${added.stderr}`);
        operator.totpSecret = secret;
      }
      // The fet channel's offer, added as operators add one: with the command (e2e/partner-fet.test.ts).
      const day = 24 * 60 * 60 * 1000;
      const offer = ['--import', 'tsx', 'scripts/partner-discount-add.ts', '--partner', 'fet', '--code', FET_E2E_CODE, '--amount-off', '300', '--min-order', '1000'];
      offer.push('--from', new Date(Date.now() - day).toISOString(), '--until', new Date(Date.now() + 30 * day).toISOString(), '--title', '遠傳用戶專屬折扣');
      const code = spawnSync('node', offer, { env, encoding: 'utf8' });
      if (code.status !== 0) throw new Error(`partner:discount-add failed (${code.status}): ${code.stderr}`);
    },
  });
  project.provide('baseUrl', server.baseUrl);
  project.provide('operators', operators);
  project.provide('apiKey', apiKey);
  project.provide('ibonKeyPem', partners.ibonKeyPem);
  project.provide('bookingServer', bookingServer);
  return server.stop;
}
