import { describe, expect, it } from 'vitest';
import { countChipOf } from './components/question-step';

describe('a count offered as chips', () => {
  const options = ['1', '2', '3', '4+'];
  it.each([
    ['', undefined],
    ['1', '1'],
    ['3', '3'],
    ['4', '4+'],
    ['12', '4+'],
    ['0', undefined],
    ['abc', undefined],
  ])('shows the answer %j as the chip %j', (value, chip) => {
    expect(countChipOf(options, value)).toBe(chip);
  });
});
