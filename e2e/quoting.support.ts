// What the quoting browser tests share: the place their pros and requests are in, a phone browser
// and a consumer who posts, the pro's leads, fees and quotes as the API gives them.
import { afterAll, beforeAll, expect } from 'vitest';
import type { QuoteCategoryDetailResponse } from '../src/domain/catalogue/catalogue.types';
import type { QuoteRequestResponse } from '../src/domain/requests/quote-request.types';
import type { FeePreview, WorkItem } from '../src/web/features/works/api/works';
import { type Browser, openBrowser } from './browser';
import { answersFor, api, baseUrl, createVerifiedUser } from './support';

// Pros and requests of the quoting files are in 嘉義市, where no other browser test posts, so
// every pro made there gets every request made there.
const CITY = '嘉義市';
const DISTRICT = '東區';
const CATEGORY = 'aircon-installation';
export const PRO = { service_category: CATEGORY, service_city: CITY };

/** The pro's lead on a request. */
export async function leadOf(token: string, requestId: number): Promise<number> {
  const found = await api<{ quote_bids: WorkItem[] }>('/quote_bids/index/type:myworks/page:1/filter:1.json', { token });
  const bid = found.json.quote_bids.find((b) => b.quote_request_id === requestId);
  if (!bid) throw new Error(`no lead on request ${requestId}`);
  return bid.id;
}

export const view = async (token: string, bidId: number) => (await api<{ quote_bid: WorkItem }>(`/quote_bids/view/${bidId}.json`, { token })).json.quote_bid;
export const preview = async (token: string, bidId: number) => (await api<FeePreview>(`/quote_bids/preview_quote_fee/${bidId}.json`, { token })).json;

/**
 * The quoting tests, to call inside their describe: a phone browser, the category and the consumer
 * who posts the requests (filled in before the tests, the browser closed after them), posting as
 * that consumer and signing the browser in.
 */
export function quotingSuite() {
  // The tests hold these from the start; beforeAll fills them in.
  const browser = {} as Browser;
  const session = {} as { category: QuoteCategoryDetailResponse; consumerToken: string };
  beforeAll(async () => {
    Object.assign(browser, await openBrowser({ mobile: true }));
    session.category = (await api<{ quote_category: QuoteCategoryDetailResponse }>(`/quote_categories/${CATEGORY}.json`)).json.quote_category;
    session.consumerToken = await createVerifiedUser('quoting', { first_name: '美玲', last_name: '林' });
  });
  afterAll(() => browser.close());

  /** Posts a request; `units` answers every number question (how many machines). */
  async function post(description: string, units = '2'): Promise<number> {
    const answers = Object.fromEntries(
      Object.entries(answersFor(session.category)).map(([id, value]) => {
        const field = session.category.QuoteFormField.find((f) => String(f.id) === id);
        return [id, field?.type === 'number' ? units : value];
      }),
    );
    const posted = await api<{ quote_request: QuoteRequestResponse }>('/quote_requests/search_add.json', {
      token: session.consumerToken,
      body: { quote_category_id: session.category.id, address: '中正路 1 號', city: CITY, district: DISTRICT, description, QuoteFormSubmissionField: answers, when: { day_label: 'thisWeek', day_slots: [2] } },
    });
    expect(posted.status).toBe(200);
    return posted.json.quote_request.id;
  }

  async function signInAs(token: string, role: 'pro' | 'consumer' = 'pro') {
    await browser.context.clearCookies();
    await browser.context.addCookies([
      { name: 'session_token', value: token, url: baseUrl },
      { name: 'user_role', value: role, url: baseUrl },
    ]);
  }

  return { browser, session, post, signInAs };
}
