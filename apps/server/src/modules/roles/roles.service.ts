import { ROLE_CODES } from '@lyp/shared/rbac/roles';
import type {
  Role,
  RoleAddBody,
  RoleEditBody,
  RoleGrantBody,
  RoleMenus,
  RoleMenusWithTree,
  RoleOption,
  RolePageBody,
} from '@lyp/shared/system/role-admin.schemas';
import { AppError } from '../../lib/app-error';
import { allPages } from '../../lib/excel-export';
import { rightsBeyond } from '../../lib/rights-beyond';
import type { Clock } from '../../lib/clock';
import type { Principal } from '../../lib/principal';
import type { Actor, OperationLogService } from '../operation-log';
import {
  GrantedMenuGoneError,
  RoleCodeConflictError,
  type RoleQueries,
  type RoleRecord,
  type RolesRepository,
} from './roles.repository';
import { withAncestors } from '../../lib/menu-ancestors';
import { exportRoles } from './role-export';

export interface RolesServiceDeps {
  roles: RolesRepository;
  operationLog: OperationLogService;
  clock: Clock;
}

const BUILT_IN_CODES: ReadonlySet<string> = new Set(Object.values(ROLE_CODES));
/** How many unknown ids a refusal lists. */
const IDS_NAMED = 10;

const toRole = (record: RoleRecord): Role => ({
  id: record.id,
  code: record.code,
  name: record.name,
  description: record.description,
  sort: record.sort,
  isBuiltIn: BUILT_IN_CODES.has(record.code),
  userCount: record.userCount,
  createdAt: record.createdAt.toISOString(),
  updatedAt: record.updatedAt.toISOString(),
});

/** What the operation log keeps of a role. */
const snapshot = (role: Pick<RoleRecord, 'code' | 'name' | 'description' | 'sort'>) => ({
  code: role.code,
  name: role.name,
  description: role.description,
  sort: role.sort,
});

export function createRolesService(deps: RolesServiceDeps) {
  const { roles, operationLog, clock } = deps;

  async function requireRole(repository: RoleQueries, tenantId: number, id: number) {
    const role = await repository.findById(tenantId, id);
    if (!role) throw new AppError('ROLE_NOT_FOUND');
    return role;
  }

  async function checkCode(repository: RoleQueries, tenantId: number, code: string, exceptId?: number) {
    if (await repository.isCodeTaken(tenantId, code, exceptId)) {
      throw new AppError('ROLE_CODE_TAKEN', { params: { code } });
    }
  }

  const codeTakenAs = (code: string) => (error: unknown) => {
    if (error instanceof RoleCodeConflictError) throw new AppError('ROLE_CODE_TAKEN', { params: { code } });
    throw error;
  };

  /** The list's filters and order, in the caller's tenant: the page and the export read the same. */
  const pageFilters = (principal: Principal, body: RolePageBody) => ({
    tenantId: principal.tenantId,
    ...(body.name ? { name: body.name } : {}),
    ...(body.code ? { code: body.code } : {}),
    sort: body.sort ?? 'sort',
    order: body.order ?? 'asc',
  });

  return {
    async page(principal: Principal, body: RolePageBody) {
      const { records, total } = await roles.page({
        ...pageFilters(principal, body),
        offset: (body.current - 1) * body.size,
        limit: body.size,
      });
      return { records: records.map(toRole), total, current: body.current, size: body.size };
    },

    /** 角色管理's export: every role of the list as filtered and sorted, a page at a time. */
    pageExport(principal: Principal, body: RolePageBody) {
      const rows = allPages(async (offset, limit) =>
        (await roles.page({ ...pageFilters(principal, body), offset, limit })).records.map(toRole),
      );
      return exportRoles(rows, clock.now());
    },

    async list(principal: Principal): Promise<RoleOption[]> {
      return roles.listOptions(principal.tenantId);
    },

    async add(actor: Actor, body: RoleAddBody): Promise<Role> {
      const id = await roles
        .transaction(async ({ roles: tx, logs }) => {
          await checkCode(tx, actor.tenantId, body.code);
          const now = clock.now();
          const values = { ...body, description: body.description ?? null };
          const created = await tx.insert(actor.tenantId, { ...values, createdAt: now, updatedAt: now });
          await operationLog.record(
            actor,
            {
              action: 'role.create',
              targetType: 'role',
              targetId: created,
              summary: `新增角色 ${body.name}（${body.code}）`,
              after: snapshot(values),
            },
            logs,
          );
          return created;
        })
        .catch(codeTakenAs(body.code));
      return toRole(await requireRole(roles, actor.tenantId, id));
    },

    async edit(actor: Actor, body: RoleEditBody): Promise<Role> {
      await roles
        .transaction(async ({ roles: tx, logs }) => {
          const existing = await requireRole(tx, actor.tenantId, body.id);
          if (BUILT_IN_CODES.has(existing.code) && body.code !== existing.code) {
            throw new AppError('ROLE_BUILT_IN', { params: { name: existing.name } });
          }
          await checkCode(tx, actor.tenantId, body.code, body.id);
          const values = {
            code: body.code,
            name: body.name,
            description: body.description ?? null,
            sort: body.sort,
          };
          await tx.update(actor.tenantId, body.id, { ...values, updatedAt: clock.now() });
          await operationLog.record(
            actor,
            {
              action: 'role.update',
              targetType: 'role',
              targetId: body.id,
              summary: `编辑角色 ${body.name}（${body.code}）`,
              before: snapshot(existing),
              after: snapshot(values),
            },
            logs,
          );
        })
        .catch(codeTakenAs(body.code));
      return toRole(await requireRole(roles, actor.tenantId, body.id));
    },

    async remove(actor: Actor, id: number): Promise<void> {
      await roles.transaction(async ({ roles: tx, logs }) => {
        const role = await tx.lockById(actor.tenantId, id);
        if (!role) throw new AppError('ROLE_NOT_FOUND');
        if (BUILT_IN_CODES.has(role.code))
          throw new AppError('ROLE_BUILT_IN', { params: { name: role.name } });
        if (role.userCount > 0) {
          throw new AppError('ROLE_IN_USE', { params: { name: role.name, count: role.userCount } });
        }
        await tx.remove(actor.tenantId, id);
        await operationLog.record(
          actor,
          {
            action: 'role.remove',
            targetType: 'role',
            targetId: id,
            summary: `删除角色 ${role.name}（${role.code}）`,
            before: snapshot(role),
          },
          logs,
        );
      });
    },

    /** The role's grants and the tree they are chosen from. */
    async menus(principal: Principal, id: number): Promise<RoleMenusWithTree> {
      await requireRole(roles, principal.tenantId, id);
      const [menuIds, items] = await Promise.all([roles.listMenuIds(id), roles.listGrantableMenus()]);
      return { roleId: id, menuIds, items };
    },

    /**
     * Replaces what a role holds. Buttons take effect on the holders' next request (routes
     * read permission codes per request), menus at their next profile fetch.
     */
    async grant(
      actor: Actor & { permissions: ReadonlySet<string> },
      body: RoleGrantBody,
    ): Promise<RoleMenus> {
      try {
        return await roles.transaction(async ({ roles: tx, logs }) => {
          const role = await tx.lockById(actor.tenantId, body.roleId);
          if (!role) throw new AppError('ROLE_NOT_FOUND');
          const parentOf = await tx.listMenuParents();
          const unknown = body.menuIds.filter((id) => !parentOf.has(id));
          if (unknown.length > 0) {
            throw new AppError('ROLE_GRANT_UNKNOWN_MENU', {
              params: { ids: unknown.slice(0, IDS_NAMED).join('、') },
            });
          }
          const granted = withAncestors(body.menuIds, parentOf);
          const current = await tx.listMenuIds(role.id);
          const next = new Set(granted);
          const removed = current.filter((id) => !next.has(id));
          const added = granted.filter((id) => !current.includes(id));
          // The administrators' role keeps everything it has: nobody can lock the tenant out.
          if (role.code === ROLE_CODES.admin && removed.length > 0) {
            throw new AppError('ROLE_ADMIN_GRANTS_LOCKED', {
              params: { name: role.name, count: removed.length },
            });
          }
          const names = new Map((await tx.menuNames([...removed, ...added])).map((menu) => [menu.id, menu]));
          const buttonCodes = (ids: number[]) =>
            ids.flatMap((id) => (names.get(id)?.type === 'button' ? [names.get(id)!.code] : []));
          // Nobody hands out a right they do not hold (else roleGrant alone would make an admin),
          // nor takes one away (else an empty grant from a role manager strips every buyer's 出价).
          const beyond = rightsBeyond(actor.permissions, buttonCodes(added));
          if (beyond) throw new AppError('ROLE_GRANT_BEYOND_CALLER', { params: { permissions: beyond } });
          const revokedBeyond = rightsBeyond(actor.permissions, buttonCodes(removed));
          if (revokedBeyond)
            throw new AppError('ROLE_REVOKE_BEYOND_CALLER', { params: { permissions: revokedBeyond } });
          await tx.replaceMenus(role.id, granted);
          const describe = (ids: number[]) =>
            ids.map((id) => `${names.get(id)?.name ?? id}（${names.get(id)?.code ?? ''}）`);
          await operationLog.record(
            actor,
            {
              action: 'role.grant',
              targetType: 'role',
              targetId: role.id,
              summary: `分配角色 ${role.name} 的菜单与按钮：新增 ${added.length} 项，取消 ${removed.length} 项`,
              before: { menuIds: current, removed: describe(removed) },
              after: { menuIds: granted, added: describe(added) },
            },
            logs,
          );
          return { roleId: role.id, menuIds: granted };
        });
      } catch (error) {
        // A menu was deleted between reading the tree and writing the grant.
        if (error instanceof GrantedMenuGoneError) {
          const parentOf = await roles.listMenuParents();
          const gone = body.menuIds.filter((id) => !parentOf.has(id));
          throw new AppError('ROLE_GRANT_UNKNOWN_MENU', {
            params: { ids: gone.slice(0, IDS_NAMED).join('、') },
          });
        }
        throw error;
      }
    },
  };
}

export type RolesService = ReturnType<typeof createRolesService>;
