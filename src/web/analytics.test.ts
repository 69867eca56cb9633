import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureAnalytics, trackPageView } from './analytics';

describe('page-view tracking', () => {
  afterEach(() => configureAnalytics(null));

  it('does nothing while no analytics URL is configured', () => {
    const sendBeacon = vi.fn(() => true);
    expect(trackPageView('/', { sendBeacon })).toBe(false);
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('sends the path and a timestamp as JSON to the configured URL', async () => {
    configureAnalytics('https://stats.example/pv');
    const sendBeacon = vi.fn((_url: string, _data?: BodyInit | null) => true);
    expect(trackPageView('/category/aircon-cleaning?x=1', { sendBeacon }, () => 1700000000000)).toBe(true);
    const [url, body] = sendBeacon.mock.calls[0]!;
    expect(url).toBe('https://stats.example/pv');
    expect(JSON.parse(await (body as Blob).text())).toEqual({ path: '/category/aircon-cleaning?x=1', ts: 1700000000000 });
  });

  it('does nothing where the browser has no beacons', () => {
    configureAnalytics('https://stats.example/pv');
    expect(trackPageView('/', {})).toBe(false);
  });
});
