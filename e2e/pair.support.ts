// A consumer and a pro with a quote between them, each signed in in a browser of their own: the
// start of the browser tests of the conversation (calls, voice appointments).
import { expect } from 'vitest';
import type { QuoteCategoryDetailResponse } from '../src/domain/catalogue/catalogue.types';
import type { QuoteRequestResponse } from '../src/domain/requests/quote-request.types';
import type { Browser } from './browser';
import { leadOf } from './quoting.support';
import { answersFor, api, baseUrl, createVerifiedUser } from './support';

/** Signs a browser in as the holder of `token`, in the role its header shows. */
export async function signInBrowser(browser: Browser, token: string, role: 'consumer' | 'pro'): Promise<void> {
  await browser.context.addCookies([
    { name: 'session_token', value: token, url: baseUrl },
    { name: 'user_role', value: role, url: baseUrl },
  ]);
}

interface PairOptions {
  /** The prefix of both users' e-mail addresses. */
  prefix: string;
  /** A place no other browser test posts to, so the pro gets only this file's requests. */
  city: string;
  district: string;
  address: string;
  category: string;
  consumer: { first_name: string; last_name: string };
  pro: { first_name: string; last_name: string };
  description: string;
  when: { day_label: string; day_slots: number[] };
  /** The pro's quote (`change_status/rating`), e.g. `{ rating_type: 'flat', flat_rate_at: 3000 }`. */
  quote: Record<string, unknown>;
}

export interface QuotedPair {
  consumerToken: string;
  proToken: string;
  requestId: number;
  bidId: number;
}

/**
 * Makes a pro in the given place and category and a consumer, posts the consumer's request there,
 * has the pro quote on his lead, and signs each browser in as one of them.
 */
export async function quotedPair(consumer: Browser, pro: Browser, options: PairOptions): Promise<QuotedPair> {
  const category = (await api<{ quote_category: QuoteCategoryDetailResponse }>(`/quote_categories/${options.category}.json`)).json.quote_category;
  const proToken = await createVerifiedUser(options.prefix, { ...options.pro, service_category: options.category, service_city: options.city });
  const consumerToken = await createVerifiedUser(options.prefix, options.consumer);
  const posted = await api<{ quote_request: QuoteRequestResponse }>('/quote_requests/search_add.json', {
    token: consumerToken,
    body: {
      quote_category_id: category.id,
      address: options.address,
      city: options.city,
      district: options.district,
      description: `${options.description} ${Date.now()}`,
      QuoteFormSubmissionField: answersFor(category),
      when: options.when,
    },
  });
  expect(posted.status).toBe(200);
  const requestId = posted.json.quote_request.id;
  const bidId = await leadOf(proToken, requestId);
  const quoted = await api(`/quote_bids/change_status/rating/${bidId}.json`, { token: proToken, body: options.quote });
  expect(quoted.status).toBe(200);
  await Promise.all([signInBrowser(consumer, consumerToken, 'consumer'), signInBrowser(pro, proToken, 'pro')]);
  return { consumerToken, proToken, requestId, bidId };
}
