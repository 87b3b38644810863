import { MENU_CODES } from '@lyp/shared/permission/permission.schemas';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { MENU_TREE, type MenuSeed } from '../../db/seed/menu-tree.seed';

function codesOf(nodes: readonly MenuSeed[]): string[] {
  return nodes.flatMap((node) => [
    node.code,
    ...(node.buttons ?? []).map((button) => button.code),
    ...codesOf(node.children ?? []),
  ]);
}

/**
 * Codes the application itself relies on: routes check the permission codes, the side menu
 * treats some menu codes specially, and the seed recreates its entries by code at start-up.
 * Renaming or deleting one would lock people out or come back on the next start, so these
 * entries keep their code and cannot be deleted (their name, order and visibility can change).
 */
export const SYSTEM_MENU_CODES: ReadonlySet<string> = new Set([
  ...codesOf(MENU_TREE),
  ...Object.values(MENU_CODES),
  ...Object.values(PERMISSIONS).map((permission) => permission.code),
]);
