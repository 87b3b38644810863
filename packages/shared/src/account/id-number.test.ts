import { describe, expect, it } from 'vitest';
import { isValidIdNumber, maskIdNumber } from './id-number';

describe('ID numbers (GB 11643)', () => {
  it('accept a number whose check character matches, X included', () => {
    expect(isValidIdNumber('11010519491231002X')).toBe(true);
  });

  it('refuse a wrong check character, an impossible birth date and anything not 18 characters', () => {
    expect(isValidIdNumber('110105194912310021')).toBe(false);
    expect(isValidIdNumber('110105194902300021')).toBe(false);
    expect(isValidIdNumber('11010519491231002')).toBe(false);
    expect(isValidIdNumber('11010519491231002x')).toBe(false);
  });

  it('show only the region and the last four characters when masked', () => {
    expect(maskIdNumber('11010519491231002X')).toBe('110105********002X');
  });
});
