// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import type { CityResponse } from '../../../domain/catalogue/catalogue.types';
import { renderWithApp, testI18n } from '../../test/render';
import { PlaceStep, type PlaceStepProps } from './components/place-step';

afterEach(cleanup);

const CITIES: CityResponse[] = [
  {
    id: 1,
    slug: 'taipei-city',
    name: '臺北市',
    districts: [
      { id: 11, name: '大同區', zipcode: '103' },
      { id: 12, name: '大安區', zipcode: '106' },
    ],
  },
  { id: 2, slug: 'new-taipei-city', name: '新北市', districts: [{ id: 21, name: '板橋區', zipcode: '220' }] },
  { id: 3, slug: 'taichung-city', name: '臺中市', districts: [{ id: 31, name: '中區', zipcode: '400' }] },
];

/** The step as the form holds it: its place in state, every change recorded. */
function Held({ start, seen, ...rest }: Omit<PlaceStepProps, 'cities' | 'city' | 'district' | 'onChange' | 'errors'> & { start: { city: string; district: string }; seen: { city: string; district: string }[]; errors?: PlaceStepProps['errors'] }) {
  const [place, setPlace] = useState(start);
  return (
    <PlaceStep
      cities={CITIES}
      city={place.city}
      district={place.district}
      errors={rest.errors ?? {}}
      {...(rest.labels ? { labels: rest.labels } : {})}
      onChange={(next) => {
        seen.push(next);
        setPlace(next);
      }}
    />
  );
}

const box = (name: string) => screen.getByRole('combobox', { name }) as HTMLInputElement;
const options = (name: string) => screen.getByRole('listbox', { name }).querySelectorAll('[role="option"]');

function type(name: string, text: string) {
  const input = box(name);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
}

describe('the request form’s place step', () => {
  it('types a city (台 as 臺) and takes the highlighted option with Enter, the district list following it', () => {
    const seen: { city: string; district: string }[] = [];
    renderWithApp(<Held start={{ city: '', district: '' }} seen={seen} />);
    expect(box('鄉鎮市區').disabled).toBe(true);
    expect(box('鄉鎮市區').placeholder).toBe('請先選擇縣市');
    type('縣市', '台北');
    expect([...options('縣市')].map((o) => o.textContent)).toEqual(['臺北市']);
    expect(box('縣市').getAttribute('aria-activedescendant')).toBe(options('縣市')[0]!.id);
    fireEvent.keyDown(box('縣市'), { key: 'Enter' });
    expect(box('縣市').value).toBe('臺北市');
    expect(seen.at(-1)).toEqual({ city: '臺北市', district: '' });
    expect(box('鄉鎮市區').disabled).toBe(false);

    // A district by its postcode; each option shows the postcode beside the name.
    type('鄉鎮市區', '大');
    expect([...options('鄉鎮市區')].map((o) => o.textContent)).toEqual(['大同區103', '大安區106']);
    type('鄉鎮市區', '106');
    fireEvent.keyDown(box('鄉鎮市區'), { key: 'Enter' });
    expect(box('鄉鎮市區').value).toBe('大安區');
    expect(seen.at(-1)).toEqual({ city: '臺北市', district: '大安區' });
  });

  it('clears the district when the city changes, and says when nothing matches', () => {
    const seen: { city: string; district: string }[] = [];
    renderWithApp(<Held start={{ city: '臺北市', district: '大安區' }} seen={seen} />);
    type('縣市', '新北');
    expect(seen.at(-1)).toEqual({ city: '', district: '' });
    fireEvent.keyDown(box('縣市'), { key: 'Enter' });
    expect(seen.at(-1)).toEqual({ city: '新北市', district: '' });
    expect(box('鄉鎮市區').value).toBe('');
    type('鄉鎮市區', '大安');
    expect(options('鄉鎮市區')).toHaveLength(0);
    expect(screen.getByRole('listbox', { name: '鄉鎮市區' }).textContent).toBe('沒有符合的鄉鎮市區');
    // A name typed in full is taken on leaving the box.
    type('鄉鎮市區', '板橋區');
    fireEvent.blur(box('鄉鎮市區'));
    expect(seen.at(-1)).toEqual({ city: '新北市', district: '板橋區' });
  });

  it('shows a restored draft’s place, and the errors under the fields they name', () => {
    renderWithApp(
      <Held
        start={{ city: '臺中市', district: '中區' }}
        seen={[]}
        labels={{ city: '搬入縣市', district: '搬入鄉鎮市區' }}
        errors={{ district: '臺中市沒有「中區」，請從清單選擇鄉鎮市區' }}
      />,
    );
    expect(box('搬入縣市').value).toBe('臺中市');
    expect(box('搬入鄉鎮市區').value).toBe('中區');
    expect(box('搬入縣市').hasAttribute('aria-invalid')).toBe(false);
    const district = box('搬入鄉鎮市區');
    expect(district.getAttribute('aria-invalid')).toBe('true');
    const described = district.getAttribute('aria-describedby')!.split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toContain('臺中市沒有「中區」，請從清單選擇鄉鎮市區');
  });

  it('renders the chosen place on the server, the lists closed', () => {
    const html = renderToString(
      <I18nextProvider i18n={testI18n}>
        <PlaceStep cities={CITIES} city="臺北市" district="大安區" errors={{}} onChange={() => {}} />
      </I18nextProvider>,
    );
    expect(html).toContain('value="臺北市"');
    expect(html).toContain('value="大安區"');
    expect(html).toContain('aria-expanded="false"');
    expect(html).not.toContain('role="listbox"');
  });
});
