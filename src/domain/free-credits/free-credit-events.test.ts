import { describe, expect, it } from 'vitest';
import { freeCreditEventEditSchema } from './free-credit-event.schema';
import { type FreeCreditTaskCode, isFreeCreditTaskCode, isTaskDone, type TaskFacts } from './free-credit-events';
import { type ProfileService, profileCompletion } from './profile-completion';

const service: ProfileService = {
  display_name: '大明冷氣',
  description: '十年冷氣安裝與清洗經驗，拆洗內外機、消毒除臭，施工後附保固。',
  categoryCount: 1,
  areaCount: 1,
  is_service_professional_travels_to_me: true,
  is_customer_travel_to_me: false,
  is_over_phone_or_internet: false,
  hasLogo: true,
};
const nothing: TaskFacts = { profile: profileCompletion(false, []), phoneConfirmed: false, quotesSent: 0, reviewsReceived: 0 };

describe('isTaskDone', () => {
  it.each<[FreeCreditTaskCode, Partial<TaskFacts>, boolean]>([
    ['complete_profile', {}, false],
    ['complete_profile', { profile: profileCompletion(true, []) }, false],
    ['complete_profile', { profile: profileCompletion(false, [service]) }, false],
    ['complete_profile', { profile: profileCompletion(true, [{ ...service, hasLogo: false }]) }, false],
    ['complete_profile', { profile: profileCompletion(true, [service]) }, true],
    ['verify_phone', {}, false],
    ['verify_phone', { phoneConfirmed: true }, true],
    ['first_quote', { reviewsReceived: 3 }, false],
    ['first_quote', { quotesSent: 1 }, true],
    ['first_review', { quotesSent: 5 }, false],
    ['first_review', { reviewsReceived: 1 }, true],
  ])('%s with %j is %s', (code, facts, done) => {
    expect(isTaskDone(code, { ...nothing, ...facts })).toBe(done);
  });

  it('knows only the four codes', () => {
    expect(['complete_profile', 'verify_phone', 'first_quote', 'first_review'].every(isFreeCreditTaskCode)).toBe(true);
    expect(isFreeCreditTaskCode('invite_friend')).toBe(false);
  });
});

describe('profileCompletion', () => {
  it('counts the name, the basics, the picture and the description, the most complete service winning', () => {
    expect(profileCompletion(false, [])).toEqual({ done: 0, total: 4, missing: ['name', 'basics', 'logo', 'description'], complete: false });
    expect(profileCompletion(true, [{ ...service, hasLogo: false, description: '短' }])).toMatchObject({ done: 2, missing: ['logo', 'description'] });
    expect(profileCompletion(true, [{ ...service, categoryCount: 0 }, service])).toEqual({ done: 4, total: 4, missing: [], complete: true });
  });
});

describe('freeCreditEventEditSchema', () => {
  it('reads a form: numbers and the 1/0 flag', () => {
    expect(freeCreditEventEditSchema.parse({ title: ' 驗證手機 ', reward_amount: '60', is_active: '0' })).toEqual({
      title: '驗證手機',
      description: '',
      reward_amount: 60,
      is_active: false,
    });
  });

  it.each([
    [{ title: '', reward_amount: '5', is_active: '1' }, '請填寫任務名稱'],
    [{ title: '好', reward_amount: '0', is_active: '1' }, '贈點數量至少 1 點'],
    [{ title: '好', reward_amount: '1.5', is_active: '1' }, '贈點數量須為整數'],
    [{ title: '好', reward_amount: '5001', is_active: '1' }, '贈點數量最多 5000 點'],
    [{ title: '好', reward_amount: '5', is_active: 'maybe' }, '是否開放請填 1 或 0'],
    [{ title: '字'.repeat(41), reward_amount: '5', is_active: '1' }, '任務名稱最多 40 個字'],
  ])('refuses %j: %s', (input, message) => {
    const result = freeCreditEventEditSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain(message);
  });
});
