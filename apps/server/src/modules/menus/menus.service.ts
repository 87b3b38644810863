import { MENU_ROOT_PARENT_ID } from '@lyp/shared/permission/permission.schemas';
import type {
  MenuAddBody,
  MenuEditBody,
  MenuMaintainBody,
  MenuNode,
} from '@lyp/shared/system/menu-admin.schemas';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { Actor, OperationLogService } from '../operation-log';
import {
  MenuCodeConflictError,
  type MenuQueries,
  type MenuRecord,
  type MenuRow,
  type MenusRepository,
  type MenuValues,
} from './menus.repository';
import { SYSTEM_MENU_CODES } from './system-menu-codes';

export interface MenusServiceDeps {
  menus: MenusRepository;
  operationLog: OperationLogService;
  clock: Clock;
  /** Enabled values of a dictionary: menu icons come from `menu_icon`. */
  dictionaryValues(code: string): Promise<Set<string>>;
}

const TYPE_LABEL = { menu: '菜单', button: '按钮' } as const;
/** How many role names a refusal lists before "等 N 个角色". */
const ROLES_NAMED = 5;

const toNode = (row: MenuRow): MenuNode => ({
  id: row.id,
  parentId: row.parentId,
  type: row.type,
  code: row.code,
  name: row.name,
  path: row.path,
  icon: row.icon,
  sort: row.sort,
  isHidden: row.isHidden,
  metaKeepalive: row.metaKeepalive,
  roleCount: row.roleCount,
  isSystem: SYSTEM_MENU_CODES.has(row.code),
});

/** What the operation log keeps of an entry. */
const snapshot = (menu: MenuRecord) => ({
  parentId: menu.parentId,
  type: menu.type,
  code: menu.code,
  name: menu.name,
  path: menu.path,
  icon: menu.icon,
  sort: menu.sort,
  isHidden: menu.isHidden,
  metaKeepalive: menu.metaKeepalive,
});

/** The stored columns of an add or edit body: a button has no path, icon or flags. */
function valuesOf(body: MenuAddBody): MenuValues {
  if (body.type === 'button') {
    return {
      type: 'button',
      parentId: body.parentId,
      code: body.code,
      name: body.name,
      sort: body.sort,
      path: null,
      icon: null,
      isHidden: 0,
      metaKeepalive: 0,
    };
  }
  return {
    type: 'menu',
    parentId: body.parentId,
    code: body.code,
    name: body.name,
    path: body.path ?? null,
    icon: body.icon ?? null,
    sort: body.sort,
    isHidden: body.isHidden,
    metaKeepalive: body.metaKeepalive,
  };
}

export function createMenusService(deps: MenusServiceDeps) {
  const { menus, operationLog, clock } = deps;

  async function requireMenu(repository: MenuQueries, id: number): Promise<MenuRow> {
    const menu = await repository.findById(id);
    if (!menu) throw new AppError('MENU_NOT_FOUND');
    return menu;
  }

  /** A parent is the root (menus only) or an existing menu, never a button. */
  async function checkParent(repository: MenuQueries, parentId: number): Promise<void> {
    if (parentId === MENU_ROOT_PARENT_ID) return;
    const parent = await repository.findById(parentId);
    if (!parent) throw new AppError('MENU_PARENT_NOT_FOUND');
    if (parent.type === 'button')
      throw new AppError('MENU_PARENT_IS_BUTTON', { params: { name: parent.name } });
  }

  /** Walking up from the new parent must not reach the entry itself. */
  async function checkNoCycle(repository: MenuQueries, menu: MenuRecord, parentId: number) {
    const parentOf = new Map((await repository.listAll()).map((row) => [row.id, row.parentId]));
    const seen = new Set<number>();
    for (let at = parentId; at !== MENU_ROOT_PARENT_ID && !seen.has(at); at = parentOf.get(at) ?? 0) {
      if (at === menu.id) throw new AppError('MENU_PARENT_CYCLE', { params: { name: menu.name } });
      seen.add(at);
    }
  }

  async function checkCode(repository: MenuQueries, code: string, exceptId?: number) {
    const holder = await repository.findByCode(code);
    if (holder && holder.id !== exceptId) {
      throw new AppError('MENU_CODE_TAKEN', { params: { code, name: holder.name } });
    }
  }

  async function checkIcon(icon: string | null | undefined): Promise<void> {
    if (!icon) return;
    if (!(await deps.dictionaryValues('menu_icon')).has(icon)) {
      throw new AppError('MENU_ICON_UNKNOWN', { params: { icon } });
    }
  }

  const codeTakenAs = (code: string) => async (error: unknown) => {
    // Taken between the check and the write: name who took it.
    if (error instanceof MenuCodeConflictError) {
      const holder = await menus.findByCode(code);
      throw new AppError('MENU_CODE_TAKEN', { params: { code, name: holder?.name ?? code } });
    }
    throw error;
  };

  return {
    async tree(): Promise<MenuNode[]> {
      return (await menus.listAll()).map(toNode);
    },

    async add(actor: Actor, body: MenuAddBody): Promise<MenuNode> {
      if (body.type === 'menu') await checkIcon(body.icon);
      const id = await menus
        .transaction(async ({ menus: tx, logs }) => {
          await checkParent(tx, body.parentId);
          await checkCode(tx, body.code);
          const now = clock.now();
          const values = valuesOf(body);
          const created = await tx.insert({ ...values, createdAt: now, updatedAt: now });
          const label = TYPE_LABEL[body.type];
          await operationLog.record(
            actor,
            {
              action: 'menu.create',
              targetType: 'menu',
              targetId: created,
              summary: `新增${label} ${body.name}（${body.code}）`,
              after: snapshot({ ...values, id: created, createdAt: now, updatedAt: now }),
            },
            logs,
          );
          return created;
        })
        .catch(codeTakenAs(body.code));
      return toNode(await requireMenu(menus, id));
    },

    async edit(actor: Actor, body: MenuEditBody): Promise<MenuNode> {
      await menus
        .transaction(async ({ menus: tx, logs }) => {
          const existing = await requireMenu(tx, body.id);
          if (existing.type !== body.type) {
            throw new AppError('MENU_TYPE_FIXED', {
              params: { name: existing.name, type: TYPE_LABEL[existing.type] },
            });
          }
          if (body.code !== existing.code && SYSTEM_MENU_CODES.has(existing.code)) {
            throw new AppError('MENU_CODE_SYSTEM', { params: { name: existing.name, code: existing.code } });
          }
          if (body.type === 'menu' && body.icon !== (existing.icon ?? undefined)) await checkIcon(body.icon);
          if (body.parentId !== existing.parentId) {
            await checkParent(tx, body.parentId);
            await checkNoCycle(tx, existing, body.parentId);
          }
          await checkCode(tx, body.code, body.id);
          const values = valuesOf(body);
          await tx.update(body.id, { ...values, updatedAt: clock.now() });
          await operationLog.record(
            actor,
            {
              action: 'menu.update',
              targetType: 'menu',
              targetId: body.id,
              summary: `编辑${TYPE_LABEL[body.type]} ${body.name}（${body.code}）`,
              before: snapshot(existing),
              after: snapshot({ ...existing, ...values }),
            },
            logs,
          );
        })
        .catch(codeTakenAs(body.code));
      return toNode(await requireMenu(menus, body.id));
    },

    async remove(actor: Actor, id: number): Promise<void> {
      await menus.transaction(async ({ menus: tx, logs }) => {
        const menu = await tx.lockById(id);
        if (!menu) throw new AppError('MENU_NOT_FOUND');
        if (SYSTEM_MENU_CODES.has(menu.code)) {
          throw new AppError('MENU_CODE_SYSTEM', { params: { name: menu.name, code: menu.code } });
        }
        const children = await tx.countChildren(id);
        if (children > 0)
          throw new AppError('MENU_HAS_CHILDREN', { params: { name: menu.name, count: children } });
        const holders = await tx.listHoldingRoles(id);
        if (holders.length > 0) {
          const tenants = new Set(holders.map((holder) => holder.tenantName));
          // Menus are shared: name the tenant when roles of several tenants hold the entry.
          const names = holders.map((holder) =>
            tenants.size > 1 ? `${holder.roleName}（${holder.tenantName}）` : holder.roleName,
          );
          const shown = names.slice(0, ROLES_NAMED).join('、');
          const roles = names.length > ROLES_NAMED ? `${shown} 等 ${names.length} 个角色` : shown;
          throw new AppError('MENU_IN_USE', { params: { name: menu.name, roles } });
        }
        await tx.remove(id);
        await operationLog.record(
          actor,
          {
            action: 'menu.remove',
            targetType: 'menu',
            targetId: id,
            summary: `删除${TYPE_LABEL[menu.type]} ${menu.name}（${menu.code}）`,
            before: snapshot(menu),
          },
          logs,
        );
      });
    },

    /** Saves new sort numbers and hidden flags of many entries at once. */
    async maintain(actor: Actor, body: MenuMaintainBody): Promise<{ updated: number }> {
      return menus.transaction(async ({ menus: tx, logs }) => {
        const byId = new Map((await tx.listAll()).map((row) => [row.id, row]));
        if (body.items.some((item) => !byId.has(item.id))) throw new AppError('MENU_NOT_FOUND');
        const changed = body.items.filter((item) => {
          const current = byId.get(item.id)!;
          return current.sort !== item.sort || current.isHidden !== item.isHidden;
        });
        const now = clock.now();
        for (const item of changed)
          await tx.update(item.id, { sort: item.sort, isHidden: item.isHidden, updatedAt: now });
        if (changed.length > 0) {
          await operationLog.record(
            actor,
            {
              action: 'menu.maintain',
              targetType: 'menu',
              targetId: 'tree',
              summary: `维护菜单：调整 ${changed.length} 项的排序或隐藏状态`,
              before: changed.map(({ id }) => {
                const current = byId.get(id)!;
                return { id, name: current.name, sort: current.sort, isHidden: current.isHidden };
              }),
              after: changed.map((item) => ({ ...item, name: byId.get(item.id)!.name })),
            },
            logs,
          );
        }
        return { updated: changed.length };
      });
    },
  };
}

export type MenusService = ReturnType<typeof createMenusService>;
