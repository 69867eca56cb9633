import { describe, expect, it } from 'vitest';
import { idParam, MENU_STEPS, menuSteps, pageParam, servicePath, STEPS } from './service-steps';

describe('the service editing steps', () => {
  it('lists the twenty steps in order, marking those done in other parts of the dashboard', () => {
    expect(STEPS.map((s) => s.id)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    const elsewhere = STEPS.filter((s) => s.kind === 'elsewhere').map((s) => s.name);
    expect(elsewhere).toEqual(expect.arrayContaining(['Media', 'Logo', 'Certificate', 'Hours', 'Shop']));
    expect(elsewhere).not.toContain('Basic');
  });

  it('keeps the certificate sub-steps out of the menu, and the shop step when the shop is off', () => {
    expect(MENU_STEPS.map((s) => s.id)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 17, 18, 19]);
    expect(menuSteps({ shop: true }).map((s) => s.id)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 17, 18, 19]);
    expect(menuSteps({ shop: false }).map((s) => s.id)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 17, 18]);
  });

  it('builds and reads paths', () => {
    expect(servicePath('/dashboard/services')).toBe('/dashboard/services');
    expect(servicePath('/dashboard/profiles', 5, 2, 9)).toBe('/dashboard/profiles/5/2/9');
    expect(servicePath('/dashboard/services', 5, undefined, 9)).toBe('/dashboard/services/5');
    expect(idParam('12')).toBe(12);
    expect(idParam('0')).toBeUndefined();
    expect(idParam('x')).toBeUndefined();
    expect(pageParam('3')).toBe(3);
    expect(pageParam('-1')).toBe(1);
    expect(pageParam(null)).toBe(1);
  });
});
