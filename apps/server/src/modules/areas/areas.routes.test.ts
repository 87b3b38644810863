import type { AreaNode } from '@lyp/shared/area/area.schemas';
import { describe, expect, it } from 'vitest';
import { dataOf } from '../../../test/auction-fixtures';
import { useTestApp } from '../../../test/use-test-app';

const { t } = useTestApp();

const find = (nodes: AreaNode[] | undefined, name: string) => nodes?.find((node) => node.name === name);

describe('the area tree', () => {
  it('is open to visitors, with province, city and district codes of 2, 4 and 6 digits', async () => {
    const response = await t.call('GET', 'areaTree');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    const tree = dataOf<AreaNode[]>(response);
    const jiangsu = find(tree, '江苏省');
    const wuxi = find(jiangsu?.children, '无锡市');
    expect(jiangsu?.code).toBe('32');
    expect(wuxi?.code).toBe('3202');
    expect(find(wuxi?.children, '锡山区')).toEqual({ code: '320205', name: '锡山区' });
    // A municipality lists its districts directly.
    expect(find(find(tree, '北京市')?.children, '海淀区')?.code).toBe('110108');
  });

  it('gives every place a code that starts with its parent’s, so a code filters everything within it', async () => {
    const tree = dataOf<AreaNode[]>(await t.call('GET', 'areaTree'));
    const mismatched: string[] = [];
    const walk = (nodes: AreaNode[], parent: string) => {
      for (const node of nodes) {
        if (!node.code.startsWith(parent) || node.code.length <= parent.length) mismatched.push(node.code);
        walk(node.children ?? [], node.code);
      }
    };
    walk(tree, '');
    expect(mismatched).toEqual([]);
    expect(tree.length).toBeGreaterThanOrEqual(31);
  });
});
