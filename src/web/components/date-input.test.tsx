// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp, testI18n } from '../test/render';
import { DateInput, dateText } from './date-input';
import { Input } from './input';

afterEach(cleanup);

function Controlled({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="d">服務日期</label>
      <DateInput id="d" value={value} onChange={(e) => setValue(e.target.value)} />
    </>
  );
}

describe('dateText', () => {
  it.each([
    ['2026-12-09', '2026 年 12 月 9 日（週三）'],
    ['2026-11-29', '2026 年 11 月 29 日（週日）'],
    ['2024-02-29', '2024 年 2 月 29 日（週四）'],
  ])('writes %s out in zh-TW with its weekday', (value, text) => {
    expect(dateText(testI18n.t, value)).toBe(text);
  });

  it.each(['', '2026-02-30', '2026-13-01', '12/09/2026', undefined, 20261209])('gives nothing for %s', (value) => {
    expect(dateText(testI18n.t, value)).toBeNull();
  });
});

describe('DateInput', () => {
  it('shows 年/月/日 when empty, the date written out when chosen, and the native field while editing', () => {
    renderWithApp(<Controlled initial="" />);
    const input = screen.getByLabelText('服務日期') as HTMLInputElement;
    expect(input.type).toBe('date');
    const control = input.closest('.date-input')!;
    expect(control.textContent).toBe('年/月/日');
    expect(control.classList.contains('date-input--empty')).toBe(true);
    fireEvent.focus(input);
    expect(control.classList.contains('date-input--editing')).toBe(true);
    fireEvent.change(input, { target: { value: '2026-12-09' } });
    fireEvent.blur(input);
    expect(input.value).toBe('2026-12-09');
    expect(control.textContent).toBe('2026 年 12 月 9 日（週三）');
    expect(control.classList.contains('date-input--empty')).toBe(false);
    expect(control.classList.contains('date-input--editing')).toBe(false);
  });

  it('is what Input renders for a date, keeping its label, hint and error', () => {
    renderWithApp(<Input label="希望服務日期" type="date" value="" onChange={() => {}} hint="可以之後再改" error="請選擇日期" min="2026-11-26" />);
    const input = screen.getByLabelText('希望服務日期') as HTMLInputElement;
    expect(input.type).toBe('date');
    expect(input.min).toBe('2026-11-26');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.closest('.date-input')?.textContent).toBe('年/月/日');
  });
});
