import { describe, expect, it } from 'vitest';
import { makeFirst, moveItem } from './reorder';

describe('ordering pictures', () => {
  it('moves one left or right and leaves the rest in order', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  });

  it('makes one the cover: first, the others after it in their order', () => {
    expect(makeFirst(['a', 'b', 'c', 'd'], 2)).toEqual(['c', 'a', 'b', 'd']);
  });
});
