import { describe, expect, it } from 'vitest';
import { STREET_MAX, streetProblem } from './street-address';

describe('streetProblem', () => {
  it.each([
    ['市府路45號', true, null],
    ['忠孝東路四段100巷5弄2號3樓之1', true, null],
    ['中山路1段(近車站) #2', true, null],
    ['Section 2, Zhongshan Rd. No.5', true, null],
    ['民生路１２３號－２', true, null],
    ['', false, null],
    ['   ', false, null],
    ['', true, 'required'],
    ['  ', true, 'required'],
    ['路', true, 'tooShort'],
    ['路'.repeat(STREET_MAX), true, null],
    ['路'.repeat(STREET_MAX + 1), true, 'tooLong'],
    ['市府路<script>', true, 'characters'],
    ['市府路45號; drop', true, 'characters'],
    ['市府路"45"號', true, 'characters'],
    ['市府路45號😀', true, 'characters'],
  ] as const)('%j (required %s) -> %s', (value, required, expected) => {
    expect(streetProblem(value, required)).toBe(expected);
  });
});
