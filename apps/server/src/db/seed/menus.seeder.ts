import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { menus } from '../schema';
import { MENU_TREE, type MenuSeed } from './menu-tree.seed';

/** The seeded menus by code, and which of them this run created. */
export interface MenuIndex {
  idByCode: Map<string, number>;
  createdCodes: Set<string>;
  /** Codes of a menu and everything beneath it. */
  subtreeCodes(code: string): string[];
}

/**
 * The menu tree of menu-tree.seed.ts, rows matched by code: a missing one is inserted, an existing
 * one is left as an administrator may have changed it.
 */
export async function ensureMenus(tx: DbOrTx, now: Date): Promise<MenuIndex> {
  const idByCode = new Map<string, number>();
  const createdCodes = new Set<string>();
  const childrenByCode = new Map<string, string[]>();

  const upsert = async (entry: {
    code: string;
    name: string;
    parentId: number;
    type: 'menu' | 'button';
    sort: number;
    path?: string;
    icon?: string;
    isHidden?: number;
    metaKeepalive?: number;
  }) => {
    const [inserted] = await tx
      .insert(menus)
      .values({ ...entry, createdAt: now, updatedAt: now })
      .onConflictDoNothing({ target: menus.code })
      .returning({ id: menus.id });
    if (inserted) {
      createdCodes.add(entry.code);
      idByCode.set(entry.code, inserted.id);
      return inserted.id;
    }
    const [found] = await tx.select({ id: menus.id }).from(menus).where(eq(menus.code, entry.code));
    if (!found) throw new Error(`seed: menu ${entry.code} missing`);
    idByCode.set(entry.code, found.id);
    return found.id;
  };

  const visit = async (nodes: readonly MenuSeed[], parentId: number, parentCode?: string) => {
    for (const [index, node] of nodes.entries()) {
      const id = await upsert({
        code: node.code,
        name: node.name,
        parentId,
        type: 'menu',
        sort: (index + 1) * 10,
        ...(node.path ? { path: node.path } : {}),
        ...(node.icon ? { icon: node.icon } : {}),
        isHidden: node.isHidden ?? 0,
        metaKeepalive: node.metaKeepalive ?? 0,
      });
      if (parentCode) childrenByCode.set(parentCode, [...(childrenByCode.get(parentCode) ?? []), node.code]);
      for (const [buttonIndex, button] of (node.buttons ?? []).entries()) {
        await upsert({
          code: button.code,
          name: button.label,
          parentId: id,
          type: 'button',
          sort: (buttonIndex + 1) * 10,
        });
        childrenByCode.set(node.code, [...(childrenByCode.get(node.code) ?? []), button.code]);
      }
      await visit(node.children ?? [], id, node.code);
    }
  };
  await visit(MENU_TREE, 0);

  const subtreeCodes = (code: string): string[] => [
    code,
    ...(childrenByCode.get(code) ?? []).flatMap(subtreeCodes),
  ];
  return { idByCode, createdCodes, subtreeCodes };
}
