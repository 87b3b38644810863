import { MENU_ROOT_PARENT_ID } from '@lyp/shared/permission/permission.schemas';
import { AppError } from '../../../lib/app-error';
import type { MenusServiceDeps } from '../menus-deps';
import { MenuCodeConflictError, type MenuQueries, type MenuRecord, type MenuRow } from '../menus.repository';

export async function requireMenu(repository: MenuQueries, id: number): Promise<MenuRow> {
  const menu = await repository.findById(id);
  if (!menu) throw new AppError('MENU_NOT_FOUND');
  return menu;
}

/** A parent is the root (menus only) or an existing menu, never a button. */
export async function checkParent(repository: MenuQueries, parentId: number): Promise<void> {
  if (parentId === MENU_ROOT_PARENT_ID) return;
  const parent = await repository.findById(parentId);
  if (!parent) throw new AppError('MENU_PARENT_NOT_FOUND');
  if (parent.type === 'button')
    throw new AppError('MENU_PARENT_IS_BUTTON', { params: { name: parent.name } });
}

/** Walking up from the new parent must not reach the entry itself. */
export async function checkNoCycle(repository: MenuQueries, menu: MenuRecord, parentId: number) {
  const parentOf = new Map((await repository.listAll()).map((row) => [row.id, row.parentId]));
  const seen = new Set<number>();
  for (let at = parentId; at !== MENU_ROOT_PARENT_ID && !seen.has(at); at = parentOf.get(at) ?? 0) {
    if (at === menu.id) throw new AppError('MENU_PARENT_CYCLE', { params: { name: menu.name } });
    seen.add(at);
  }
}

export async function checkCode(repository: MenuQueries, code: string, exceptId?: number) {
  const holder = await repository.findByCode(code);
  if (holder && holder.id !== exceptId) {
    throw new AppError('MENU_CODE_TAKEN', { params: { code, name: holder.name } });
  }
}

/** Icons come from the `menu_icon` dictionary. */
export function iconCheck(deps: MenusServiceDeps) {
  return async function checkIcon(icon: string | null | undefined): Promise<void> {
    if (!icon) return;
    if (!(await deps.dictionaryValues('menu_icon')).has(icon)) {
      throw new AppError('MENU_ICON_UNKNOWN', { params: { icon } });
    }
  };
}

export function codeTakenAs(deps: MenusServiceDeps) {
  const { menus } = deps;
  return (code: string) => async (error: unknown) => {
    // Taken between the check and the write: name who took it.
    if (error instanceof MenuCodeConflictError) {
      const holder = await menus.findByCode(code);
      throw new AppError('MENU_CODE_TAKEN', { params: { code, name: holder?.name ?? code } });
    }
    throw error;
  };
}
