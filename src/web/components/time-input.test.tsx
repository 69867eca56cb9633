// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp, testI18n } from '../test/render';
import { hourText, minuteChoices, TimeInput } from './time-input';

afterEach(cleanup);

function Controlled({ initial, step }: { initial: string; step?: 15 | 30 }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="t">服務時間</label>
      <TimeInput id="t" label="服務時間" value={value} onChange={setValue} {...(step ? { step } : {})} />
      <output data-testid="value">{value}</output>
    </>
  );
}

const hour = () => screen.getByLabelText('服務時間') as HTMLSelectElement;
const minute = () => screen.getByLabelText('服務時間（分）') as HTMLSelectElement;
const value = () => screen.getByTestId('value').textContent;
const labels = (select: HTMLSelectElement) => [...select.options].map((o) => o.textContent);

describe('hourText', () => {
  it.each([
    [0, '午夜 12 點'],
    [3, '凌晨 3 點'],
    [9, '上午 9 點'],
    [12, '中午 12 點'],
    [14, '下午 2 點'],
    [19, '晚上 7 點'],
  ])('says %i o’clock as %s', (h, text) => {
    expect(hourText(testI18n.t, h)).toBe(text);
  });
});

describe('minuteChoices', () => {
  it('offers every step, and a minute between steps when the value has one', () => {
    expect(minuteChoices(30, undefined)).toEqual(['00', '30']);
    expect(minuteChoices(15, '30')).toEqual(['00', '15', '30', '45']);
    expect(minuteChoices(30, '59')).toEqual(['00', '30', '59']);
  });
});

describe('TimeInput', () => {
  it('is two labelled selects in zh-TW, not the browser’s time control', () => {
    renderWithApp(<Controlled initial="14:30" />);
    expect(document.querySelector('input[type="time"]')).toBeNull();
    expect(hour().tagName).toBe('SELECT');
    expect(hour().value).toBe('14');
    expect(hour().selectedOptions[0]?.textContent).toBe('下午 2 點');
    expect(minute().value).toBe('30');
    expect(labels(minute())).toEqual(['00 分', '30 分']);
    expect(labels(hour())).toHaveLength(25);
    expect(labels(hour())[0]).toBe('時');
  });

  it('gives HH:mm as the hour and the minute change, in 15-minute steps when asked', () => {
    renderWithApp(<Controlled initial="09:00" step={15} />);
    expect(labels(minute())).toEqual(['00 分', '15 分', '30 分', '45 分']);
    fireEvent.change(minute(), { target: { value: '45' } });
    expect(value()).toBe('09:45');
    fireEvent.change(hour(), { target: { value: '18' } });
    expect(value()).toBe('18:45');
  });

  it('starts empty, takes 00 分 with the first hour chosen, and can be cleared', () => {
    renderWithApp(<Controlled initial="" />);
    expect(hour().value).toBe('');
    expect(minute().value).toBe('');
    expect(labels(minute())[0]).toBe('分');
    fireEvent.change(hour(), { target: { value: '08' } });
    expect(value()).toBe('08:00');
    expect(minute().value).toBe('00');
    fireEvent.change(hour(), { target: { value: '' } });
    expect(value()).toBe('');
  });

  it('keeps a minute between steps (the end of the day) as it is', () => {
    renderWithApp(<Controlled initial="23:59" />);
    expect(hour().selectedOptions[0]?.textContent).toBe('晚上 11 點');
    expect(minute().value).toBe('59');
  });
});
