// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { Link } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAppStore } from '../../store';
import { fakeFetch, me, preloaded } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { NotificationPrompt } from './notification-prompt';

const KEY = 'BOr7xN3HJ0nQ1mJ5n5xg3fU9bX8b7y6v5u4t3s2r1q0p9o8n7m6l5k4j3i2h1g0f9e8d7c6b5a4Z3Y2X1W0V9U8';

/** A browser that can take web push, with the permission not asked yet. */
function pushCapableBrowser(permission: NotificationPermission = 'default') {
  Object.assign(window, { PushManager: class {}, Notification: { permission, requestPermission: async () => permission } });
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
}

beforeEach(() => {
  window.localStorage.clear();
  pushCapableBrowser();
});
afterEach(cleanup);

const offer = (ask: 0 | 1, enabled: 0 | 1 = 1) => [200, { status: 'Success', enabled, public_key: enabled ? KEY : null, ask, subscribed: 0 }] as [number, unknown];

function render(answers: [number, unknown][]) {
  let call = 0;
  const table = fakeFetch({});
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input) !== '/api/push/config.json') return table.fn(input, init);
    const answer = answers[Math.min(call, answers.length - 1)]!;
    call += 1;
    return new Response(JSON.stringify(answer[1]), { status: answer[0], headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  const store = createAppStore(preloaded({ user: { me } }), { fetchFn, proMode: false });
  renderWithApp(
    <>
      <Link to="/dashboard/projects">projects</Link>
      <NotificationPrompt />
    </>,
    { store, path: '/form/aircon-installation' },
  );
  return { store, calls: () => call };
}

const flush = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

describe('the notification-permission prompt', () => {
  it('waits for the first request, then asks once; "later" is remembered', async () => {
    const { store, calls } = render([offer(0), offer(1)]);
    await flush();
    expect(calls()).toBe(1);
    expect(store.getState().ui.notificationPrompt).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();

    // The request is posted and the page moves on: now it asks.
    fireEvent.click(screen.getByText('projects'));
    await flush();
    expect(store.getState().ui.notificationPrompt).toBe(true);
    expect(screen.getByRole('dialog').textContent).toContain('開啟通知？');

    fireEvent.click(screen.getByRole('button', { name: '以後再說' }));
    expect(store.getState().ui.notificationPrompt).toBe(false);
    expect(window.localStorage.getItem('notify.promptDismissed')).not.toBeNull();
  });

  it('never asks where web push is not configured', async () => {
    const { store, calls } = render([offer(1, 0)]);
    await flush();
    expect(calls()).toBe(1);
    expect(store.getState().ui.notificationPrompt).toBe(false);
  });

  it('does not even ask the server once the browser refused notifications or the user said later', async () => {
    pushCapableBrowser('denied');
    const refused = render([offer(1)]);
    await flush();
    expect(refused.calls()).toBe(0);
    cleanup();
    pushCapableBrowser();
    window.localStorage.setItem('notify.promptDismissed', '2026-11-26T00:00:00Z');
    const later = render([offer(1)]);
    await flush();
    expect(later.calls()).toBe(0);
  });
});
