import { describe, expect, it } from 'vitest';
import { lotFiltersToParams, lotSearchBody, parseLotFilters } from './lot-filters';

const parse = (query: string) => parseLotFilters(new URLSearchParams(query));

describe('the listing filters in the URL', () => {
  it('read every filter, sort and page from the query', () => {
    const filters = parse(
      'status=bidding&category=scrap_steel&region=3202&min=1000&max=5000&q=废钢&sort=price&order=desc&page=3&size=24',
    );
    expect(lotSearchBody(filters)).toEqual({
      status: 'bidding',
      category: 'scrap_steel',
      regionCode: '3202',
      minPriceFen: 100_000,
      maxPriceFen: 500_000,
      keyword: '废钢',
      sort: 'price',
      order: 'desc',
      current: 3,
      size: 24,
    });
  });

  it('drop values that are not valid instead of sending them to the server', () => {
    const filters = parse('status=closing&region=32020&min=-5&max=abc&sort=random&page=0&size=1000');
    expect(lotSearchBody(filters)).toEqual({ sort: 'default', order: 'asc', current: 1, size: 12 });
  });

  it('put a reversed price range right', () => {
    expect(lotSearchBody(parse('min=900&max=100'))).toMatchObject({
      minPriceFen: 10_000,
      maxPriceFen: 90_000,
    });
  });

  it('write back only what differs from the defaults, so the same filters give the same link', () => {
    const query = 'status=upcoming&q=叉车&page=2';
    expect(lotFiltersToParams(parse(query)).toString()).toBe(new URLSearchParams(query).toString());
    expect(lotFiltersToParams(parse('')).toString()).toBe('');
  });

  it('list running lots first unless another order is asked for', () => {
    expect(parse('').sort).toBe('default');
    // A link from before keeps its order.
    expect(lotFiltersToParams(parse('sort=startsAt')).toString()).toBe('sort=startsAt');
  });
});
