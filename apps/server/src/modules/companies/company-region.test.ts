import { describe, expect, it } from 'vitest';
import { DEMO_COMPANIES } from '../../db/seed/demo-accounts.seed';
import { regionAddress } from './company-region';

describe('a company’s region written as an address', () => {
  it('names the province, city and district of a district code', () => {
    expect(regionAddress('320206')).toBe('江苏省无锡市惠山区');
  });

  it('names a municipality’s district without a city level, and a city that has no districts', () => {
    expect(regionAddress('310115')).toBe('上海市浦东新区');
    expect(regionAddress('441900')).toBe('广东省东莞市');
  });

  it('knows no province or city that has districts to choose from, nor made-up codes', () => {
    for (const code of ['320000', '320200', '310000', '999999', '32020'])
      expect(regionAddress(code)).toBeUndefined();
  });

  it('agrees with the addresses the seed gives the demo companies', () => {
    for (const company of DEMO_COMPANIES) expect(regionAddress(company.regionCode)).toBe(company.companyAddr);
  });
});
