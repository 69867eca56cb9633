import { describe, expect, it } from 'vitest';
import { missingForProfile, type ReadinessInput } from './profile-readiness';

const ready: ReadinessInput = {
  display_name: '大安冷氣',
  description: '十年冷氣安裝與清洗經驗，分離式與窗型都能處理，價格透明。',
  categoryCount: 1,
  areaCount: 1,
  is_service_professional_travels_to_me: true,
  is_customer_travel_to_me: false,
  is_over_phone_or_internet: false,
};

describe('profile readiness', () => {
  it('finds nothing missing in a complete profile', () => {
    expect(missingForProfile(ready)).toEqual([]);
  });

  it.each([
    [{ display_name: '  ' }, ['display_name']],
    [{ description: '太短了' }, ['description']],
    [{ categoryCount: 0 }, ['quote_category_id']],
    [{ areaCount: 0 }, ['areas']],
    [{ is_service_professional_travels_to_me: false }, ['travel']],
    [{ is_service_professional_travels_to_me: false, is_over_phone_or_internet: true, areaCount: 0 }, []],
    [{ is_service_professional_travels_to_me: false, is_customer_travel_to_me: true, areaCount: 0 }, ['areas']],
  ])('with %j misses %j', (change, missing) => {
    expect(missingForProfile({ ...ready, ...change })).toEqual(missing);
  });
});
