import { describe, expect, it } from 'vitest';
import { creditCodeCheckCharacter, isValidCreditCode, normaliseCreditCode } from './credit-code';

describe('统一社会信用代码 (GB 32100)', () => {
  // Published codes of well-known companies: their check characters are the standard's.
  it.each(['91350100M000100Y43', '91110000100006485K', '914403001922038216'])('accepts %s', (code) => {
    expect(isValidCreditCode(code)).toBe(true);
  });

  it('refuses a code whose check character does not match the first 17', () => {
    const code = '91350100M000100Y43';
    expect(isValidCreditCode(`${code.slice(0, 17)}4`)).toBe(false);
  });

  it('refuses letters the standard leaves out, wrong lengths and lower case', () => {
    expect(isValidCreditCode('91350100M000100I43')).toBe(false);
    expect(isValidCreditCode('91350100M000100Y4')).toBe(false);
    expect(isValidCreditCode('91350100m000100y43')).toBe(false);
  });

  it('computes the check character that makes a code valid', () => {
    const first17 = '91320200MA1HD0021';
    expect(isValidCreditCode(`${first17}${creditCodeCheckCharacter(first17)}`)).toBe(true);
  });

  it('writes what the user typed in capitals without spaces', () => {
    expect(normaliseCreditCode(' 9135 0100m000100y43 ')).toBe('91350100M000100Y43');
  });
});
