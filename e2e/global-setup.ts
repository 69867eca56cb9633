import type { TestProject } from 'vitest/node';
import { startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The API key the server runs with, for tests that set up data through the API. */
    apiKey: string;
  }
}

/** Starts the real server (built web app, fresh embedded database) for the browser tests. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const apiKey = 'e2e-local-api-key';
  const server = await startServer({
    dataPrefix: 'e2e-data-',
    env: {
      API_KEY: apiKey,
      // Each test makes the people and requests it needs; the demo marketplace would only add to them.
      SEED_DEMO_DATA: '0',
      // One browser and the fixtures call from one address, faster than any person.
      RATE_LIMIT_PER_MINUTE: '0',
      // Every browser test posts its requests to this one server from this one address.
      REQUESTS_PER_IP_PER_DAY: '100000',
      // One consumer posts eleven requests to fill two pages of projects.
      REQUESTS_PER_DAY: '100',
    },
  });
  project.provide('baseUrl', server.baseUrl);
  project.provide('apiKey', apiKey);
  return server.stop;
}
