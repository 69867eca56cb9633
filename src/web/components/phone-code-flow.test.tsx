// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OTP_RESEND_SECONDS } from '../../domain/users/otp';
import { createAppStore } from '../store';
import { DEFAULT_APP_CONFIG } from '../store/app-slice';
import { preloaded } from '../test/fixtures';
import { renderWithApp } from '../test/render';
import { PhoneCodeFlow } from './phone-code-flow';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const WAIT = { timeout: 10_000 };

/** The phone code flow with the server's answer about voice codes; the sends it made (voice or not). */
async function renderFlow(voiceCodes: boolean) {
  const sends: boolean[] = [];
  const store = createAppStore(preloaded({ app: { ...DEFAULT_APP_CONFIG, apiKey: 'test-key', voiceCodes } }));
  renderWithApp(
    <PhoneCodeFlow
      send={async (_value, voice) => {
        sends.push(voice);
        return { hash: `h${sends.length}` };
      }}
      verify={async () => {}}
      verifyLabel="驗證"
    />,
    { store },
  );
  fireEvent.change(await screen.findByLabelText(/手機號碼/, undefined, WAIT), { target: { value: '0912345678' } });
  fireEvent.click(screen.getByRole('button', { name: '傳送驗證碼' }));
  await screen.findByText(/驗證碼已用簡訊傳送到 0912-345-678/, undefined, WAIT);
  return sends;
}

describe('the phone code flow and voice codes', () => {
  it('offers a call where the server places them, and says a call is ringing once asked', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const sends = await renderFlow(true);
    expect(screen.queryByText(/不提供語音電話驗證/)).toBeNull();
    const call = screen.getByRole('button', { name: '改用語音電話接收' });
    // The call waits for the resend countdown like a second SMS would.
    expect(call.hasAttribute('disabled')).toBe(true);
    for (let s = 0; s <= OTP_RESEND_SECONDS; s++) {
      await act(async () => {
        vi.advanceTimersByTime(1000);
      });
    }
    expect(call.hasAttribute('disabled')).toBe(false);
    fireEvent.click(call);
    await waitFor(() => expect(sends).toEqual([false, true]), WAIT);
    await screen.findByText(/正在撥打語音電話到 0912-345-678/, undefined, WAIT);
  });

  it('says plainly that codes come by SMS where no provider places calls, and offers no call', async () => {
    await renderFlow(false);
    expect(screen.queryByRole('button', { name: '改用語音電話接收' })).toBeNull();
    expect(screen.getByText('本站目前不提供語音電話驗證，驗證碼只會以簡訊傳送。沒收到簡訊時，請確認號碼後重新傳送。')).toBeTruthy();
  });
});
