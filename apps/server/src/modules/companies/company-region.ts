import type { AreaNode } from '@lyp/shared/area/area.schemas';
import { areaTree } from '../areas';

let addressByCode: Map<string, string> | undefined;

/** Every most precise place (a district, or a city or province with none listed) by its 6-digit code. */
function indexLeaves(nodes: readonly AreaNode[], prefix: string, into: Map<string, string>) {
  for (const node of nodes) {
    const names = `${prefix}${node.name}`;
    if (node.children && node.children.length > 0) indexLeaves(node.children, names, into);
    else into.set(node.code.padEnd(6, '0'), names);
  }
  return into;
}

/**
 * The names a region code stands for, as an address is written (江苏省无锡市惠山区,
 * 上海市浦东新区, 广东省东莞市); undefined for a code that is not a most precise place, so
 * an application always names its district.
 */
export function regionAddress(regionCode: string): string | undefined {
  addressByCode ??= indexLeaves(areaTree(), '', new Map());
  return addressByCode.get(regionCode);
}
