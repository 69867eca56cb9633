// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import { useFormSend } from './use-form-send';

describe('useFormSend', () => {
  it('is sending while the work runs and clears the flag after a success', async () => {
    const { result } = renderHook(() => useFormSend());
    let finish: () => void = () => {};
    let done: Promise<boolean> = Promise.resolve(false);
    act(() => {
      done = result.current.send(() => new Promise<void>((resolve) => (finish = resolve)));
    });
    expect(result.current.sending).toBe(true);
    await act(async () => {
      finish();
      expect(await done).toBe(true);
    });
    expect(result.current.sending).toBe(false);
    expect(result.current.failure).toBeNull();
  });

  it('keeps the failure with its status and named fields instead of throwing, and clears it on the next send', async () => {
    const { result } = renderHook(() => useFormSend());
    const refused = new ApiError({ kind: 'server', code: 400, status: 400, message: '請填寫原因', fields: [{ field: 'reason', message: '請填寫原因' }] });
    await act(async () => {
      expect(await result.current.send(() => Promise.reject(refused))).toBe(false);
    });
    expect(result.current.sending).toBe(false);
    expect(result.current.failure).toMatchObject({ status: 400, text: '請填寫原因', fields: [{ field: 'reason', message: '請填寫原因' }] });
    await act(async () => {
      await result.current.send(() => Promise.resolve());
    });
    expect(result.current.failure).toBeNull();
  });

  it('ignores a second send while one is under way', async () => {
    const { result } = renderHook(() => useFormSend());
    let calls = 0;
    let finish: () => void = () => {};
    let first: Promise<boolean> = Promise.resolve(false);
    let second: Promise<boolean> = Promise.resolve(true);
    act(() => {
      first = result.current.send(() => {
        calls += 1;
        return new Promise<void>((resolve) => (finish = resolve));
      });
      second = result.current.send(async () => {
        calls += 1;
      });
    });
    expect(await second).toBe(false);
    await act(async () => {
      finish();
      await first;
    });
    expect(calls).toBe(1);
  });
});
