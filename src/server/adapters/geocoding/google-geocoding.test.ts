import { describe, expect, it } from 'vitest';
import { FakeGoogleGeocoding } from '../../test/fakes/fake-google-geocoding';
import { useFake } from '../../test/fakes/use-fake';
import { locateAddress } from './geocoder';
import { GeocodingError, GoogleGeocoder, parseGoogleGeocode } from './google-geocoding';

const CENTRE = { lat: 25.033, lng: 121.5654 };
const QUERY = { city: '臺北市', district: '信義區', street: '市府路45號' };

describe('parseGoogleGeocode', () => {
  it('reads results[0].geometry.location of an OK answer', () => {
    const answer = { status: 'OK', results: [{ geometry: { location: { lat: 25.0339, lng: 121.5645 }, location_type: 'ROOFTOP' } }, { geometry: { location: { lat: 1, lng: 2 } } }] };
    expect(parseGoogleGeocode(answer)).toEqual({ found: true, point: { lat: 25.0339, lng: 121.5645 } });
  });

  it('finds nothing on ZERO_RESULTS and for a point outside Taiwan', () => {
    expect(parseGoogleGeocode({ status: 'ZERO_RESULTS', results: [] })).toEqual({ found: false });
    expect(parseGoogleGeocode({ status: 'OK', results: [{ geometry: { location: { lat: 35.68, lng: 139.76 } } }] })).toEqual({ found: false });
  });

  it.each([['OVER_QUERY_LIMIT'], ['OVER_DAILY_LIMIT'], ['REQUEST_DENIED'], ['INVALID_REQUEST'], ['UNKNOWN_ERROR']])('throws on %s, keeping the status', (status) => {
    expect(() => parseGoogleGeocode({ status, results: [], error_message: 'no' })).toThrow(expect.objectContaining({ status }) as GeocodingError);
  });

  it.each([[null], [{ status: 'OK', results: [] }], [{ status: 'OK', results: [{ geometry: { location: { lat: '25', lng: 121 } } }] }]])('throws on a malformed answer: %j', (answer) => {
    expect(() => parseGoogleGeocode(answer)).toThrow(GeocodingError);
  });
});

describe('GoogleGeocoder against the local fake', () => {
  const fake = new FakeGoogleGeocoding();
  const { baseUrl } = useFake(fake);
  const geocoder = () => new GoogleGeocoder({ apiKey: fake.apiKey, baseUrl: baseUrl() });

  it('asks for the whole address in Taiwan with the key and reads the point (OK)', async () => {
    fake.place('市府路45號', 25.0375, 121.5637);
    await expect(geocoder().geocode(QUERY)).resolves.toEqual({ found: true, point: { lat: 25.0375, lng: 121.5637 } });
    expect(fake.received).toEqual([{ address: '臺北市信義區市府路45號', key: fake.apiKey, components: 'country:TW', language: 'zh-TW' }]);
  });

  it('falls back to the district centre on ZERO_RESULTS', async () => {
    await expect(geocoder().geocode({ ...QUERY, street: '不存在路999號' })).resolves.toEqual({ found: false });
    const errors: unknown[] = [];
    await expect(locateAddress(geocoder(), { ...QUERY, street: '不存在路999號' }, CENTRE, (e) => errors.push(e))).resolves.toEqual({ point: CENTRE, source: 'district' });
    expect(errors).toEqual([]);
  });

  it.each([['OVER_QUERY_LIMIT'], ['REQUEST_DENIED'], ['UNKNOWN_ERROR']])('throws on %s; locating falls back to the centre and reports it', async (status) => {
    fake.answer = status;
    await expect(geocoder().geocode(QUERY)).rejects.toMatchObject({ name: 'GeocodingError', status });
    const errors: unknown[] = [];
    await expect(locateAddress(geocoder(), QUERY, CENTRE, (e) => errors.push(e))).resolves.toEqual({ point: CENTRE, source: 'district' });
    expect(errors).toHaveLength(1);
  });

  it('is refused with a wrong key (REQUEST_DENIED)', async () => {
    await expect(new GoogleGeocoder({ apiKey: 'wrong', baseUrl: baseUrl() }).geocode(QUERY)).rejects.toMatchObject({ status: 'REQUEST_DENIED' });
  });

  it('throws when the provider cannot be reached', async () => {
    await expect(new GoogleGeocoder({ apiKey: 'k', baseUrl: 'http://127.0.0.1:9' }).geocode(QUERY)).rejects.toMatchObject({ status: 'UNREACHABLE' });
  });
});

describe('locateAddress', () => {
  const found = { geocode: async () => ({ found: true as const, point: { lat: 25.04, lng: 121.56 } }) };
  it.each([
    ['no geocoder configured: the district centre', undefined, QUERY, CENTRE, { point: CENTRE, source: 'district' }],
    ['no street: the district centre', found, { ...QUERY, street: ' ' }, CENTRE, { point: CENTRE, source: 'district' }],
    ['no query: the district centre', found, null, CENTRE, { point: CENTRE, source: 'district' }],
    ['geocoded: the address point', found, QUERY, CENTRE, { point: { lat: 25.04, lng: 121.56 }, source: 'places' }],
    ['no geocoder and no centre: no point', undefined, QUERY, null, null],
  ] as const)('%s', async (_, geocoder, query, centre, expected) => {
    await expect(locateAddress(geocoder, query, centre, () => {})).resolves.toEqual(expected);
  });
});
