import { describe, expect, it } from 'vitest';
import { AREA_TREE } from '../../company-fixtures.test-support';
import { regionPath } from './region-cascader';

describe('regionPath', () => {
  it('rebuilds province, city and district from a district code', () => {
    expect(regionPath(AREA_TREE, '320206')).toEqual(['32', '3202', '320206']);
  });

  it('finds a city without districts by its padded code', () => {
    expect(regionPath(AREA_TREE, '441900')).toEqual(['44', '4419']);
  });

  it('finds nothing for a code the tree does not hold', () => {
    expect(regionPath(AREA_TREE, '320299')).toBeUndefined();
  });
});
