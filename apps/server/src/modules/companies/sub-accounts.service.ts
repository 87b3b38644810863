import type {
  SubAccount,
  SubAccountAddBody,
  SubAccountList,
  SubAccountUpdateBody,
} from '@lyp/shared/company/sub-account.schemas';
import { COMPANY_AUTH_STATUS_LABELS } from '@lyp/shared/company/company.schemas';
import { MENU_CODES, type MenuItem } from '@lyp/shared/permission/permission.schemas';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { exportSubAccounts } from './sub-account-export';
import type { PasswordHasher } from '../../lib/password-hasher';
import type { Principal } from '../../lib/principal';
import type { Actor, OperationLogService } from '../operation-log';
import type { CompaniesRepository } from './companies.repository';
import {
  SubAccountPhoneTakenError,
  type MenuNode,
  type SubAccountRecord,
  type SubAccountsRepository,
} from './sub-accounts.repository';
import { withAncestors } from '../../lib/menu-ancestors';

/** Never grantable: a sub-account manages no sub-accounts, and no platform work is a company's to hand out. */
const NEVER_GRANTED = ['SubAccount', 'SystemManage', 'AuditCenter'];
/** Every sub-account has these, as every role does: the personal home and the not-found page. */
const ALWAYS_GRANTED = [MENU_CODES.dashboard, MENU_CODES.dashboardIndex, MENU_CODES.notFound];
const MENUS_NAMED = 5;
const TARGET_TYPE = 'sub_account';

export interface SubAccountsServiceDeps {
  subAccounts: SubAccountsRepository;
  companies: Pick<CompaniesRepository, 'standing' | 'findByOrg'>;
  /** The menus and buttons a user holds while acting for an organisation (the profile's). */
  grantedMenus(userId: number, orgId: number): Promise<MenuItem[]>;
  passwordHasher: PasswordHasher;
  /** A one-time password its user must replace at sign-in (user administration's). */
  temporaryPassword(): string;
  clock: Clock;
  operationLog: Pick<OperationLogService, 'record'>;
  /** Signs a user out everywhere (marks their tokens revoked). */
  revokeAllSessions(userId: number, reason: string): Promise<void>;
}

/** The caller and the address the operation log keeps. */
/** Whose menus and buttons bound a sub-account's grants: a main account acting for the company. */
interface Granter {
  userId: number;
  orgId: number;
}

export interface SubAccountCaller {
  principal: Principal;
  ip?: string;
}

const actorOf = (caller: SubAccountCaller): Actor => ({
  userId: caller.principal.userId,
  tenantId: caller.principal.tenantId,
  ...(caller.ip ? { ip: caller.ip } : {}),
});

function toSubAccount(record: SubAccountRecord): SubAccount {
  return {
    userId: record.userId,
    phone: record.phone,
    actualName: record.actualName ?? '',
    status: record.status,
    remark: record.remark,
    menuIds: record.menuIds,
    createdAt: record.createdAt.toISOString(),
  };
}

/** The ids of the entries with these codes and of everything beneath them. */
function subtreeIds(nodes: MenuNode[], codes: readonly string[]): Set<number> {
  const childrenOf = new Map<number, number[]>();
  for (const node of nodes)
    childrenOf.set(node.parentId, [...(childrenOf.get(node.parentId) ?? []), node.id]);
  const result = new Set<number>();
  const visit = (id: number) => {
    if (result.has(id)) return;
    result.add(id);
    for (const child of childrenOf.get(id) ?? []) visit(child);
  };
  for (const node of nodes) if (codes.includes(node.code)) visit(node.id);
  return result;
}

/** What the log keeps of a sub-account: never its password. */
const snapshot = (record: SubAccountRecord, names: Map<number, string>) => ({
  phone: record.phone,
  actualName: record.actualName,
  status: record.status === 'active' ? '启用' : '停用',
  remark: record.remark,
  menus: record.menuIds.map((id) => names.get(id) ?? String(id)),
});

/**
 * 子账号: staff accounts of a certified company, managed by its main accounts. A sub-account
 * acts only for its company and holds exactly what it was granted, never more than the
 * manager holds; its buttons take effect on its next request.
 */
export function createSubAccountsService(deps: SubAccountsServiceDeps) {
  const { subAccounts, passwordHasher, clock, operationLog } = deps;

  const notAllowed = (reason: string) => new AppError('SUB_ACCOUNT_NOT_ALLOWED', { params: { reason } });

  /** The company the caller manages sub-accounts of: theirs, certified, and not as a sub-account. */
  async function requireManager(principal: Principal, doing: string) {
    const standing = await deps.companies.standing(principal.userId, principal.orgId);
    const { org } = standing;
    if (!org || !standing.isMember) throw new AppError('ORG_NOT_MEMBER');
    if (standing.subAccountOrgId !== null) throw notAllowed('子账号不能管理其他子账号');
    if (org.type !== 'company') throw notAllowed(`请切换到已认证的企业后再${doing}子账号`);
    if (standing.certification?.status !== 'approved')
      throw notAllowed(`「${org.name}」尚未通过企业认证，请先完成企业认证后再${doing}子账号`);
    return org;
  }

  /** What the granter holds acting for the company, less what no sub-account may hold. */
  async function grantable(granter: Granter) {
    const [granted, tree] = await Promise.all([
      deps.grantedMenus(granter.userId, granter.orgId),
      subAccounts.listMenus(),
    ]);
    const excluded = subtreeIds(tree, NEVER_GRANTED);
    return { menus: granted.filter((item) => !excluded.has(item.id)), tree };
  }

  /**
   * What a sub-account will hold: the chosen entries, each within what the caller may grant, their
   * ancestors, and the entries every account has.
   */
  async function grantsFor(granter: Granter, menuIds: number[]): Promise<number[]> {
    const { menus, tree } = await grantable(granter);
    const allowed = new Set(menus.map((item) => item.id));
    const beyond = [...new Set(menuIds)].filter((id) => !allowed.has(id));
    if (beyond.length > 0) {
      const nameOf = new Map(tree.map((node) => [node.id, node.name]));
      const named = beyond.slice(0, MENUS_NAMED).map((id) => nameOf.get(id) ?? `编号 ${id}`);
      const list =
        beyond.length > MENUS_NAMED ? `${named.join('、')} 等 ${beyond.length} 项` : named.join('、');
      throw new AppError('SUB_ACCOUNT_GRANT_BEYOND', { params: { menus: list }, field: 'menuIds' });
    }
    const always = tree.filter((node) => ALWAYS_GRANTED.includes(node.code as never)).map((node) => node.id);
    const parentOf = new Map(tree.map((node) => [node.id, node.parentId]));
    return withAncestors([...menuIds, ...always], parentOf);
  }

  async function menuNames(): Promise<Map<number, string>> {
    return new Map((await subAccounts.listMenus()).map((node) => [node.id, node.name]));
  }

  async function requireSubAccount(orgId: number, userId: number): Promise<SubAccountRecord> {
    const record = await subAccounts.findInOrg(orgId, userId);
    if (!record) throw new AppError('SUB_ACCOUNT_NOT_FOUND');
    return record;
  }

  const phoneTaken = (phone: string) =>
    new AppError('USER_PHONE_TAKEN', { params: { phone }, field: 'phone' });

  /**
   * A company a registration reviewer adds sub-accounts to: of the reviewer's tenant and
   * certified. What the sub-account may hold is bounded by the company's main account (the
   * applicant the certification was approved for), as when the company adds one itself.
   */
  async function requireCertifiedForReviewer(reviewer: Principal, orgId: number) {
    const certification = await deps.companies.findByOrg(orgId);
    if (!certification || certification.tenantId !== reviewer.tenantId)
      throw new AppError('COMPANY_AUTH_NOT_FOUND');
    if (certification.status !== 'approved')
      throw new AppError('COMPANY_AUTH_WRONG_STATE', {
        params: {
          status: COMPANY_AUTH_STATUS_LABELS[certification.status],
          rule: '只有已认证的企业可以新增子账号',
        },
      });
    const org = { id: orgId, tenantId: certification.tenantId };
    return { org, granter: { userId: certification.applicantUserId, orgId } };
  }

  /** Creates the account, its grants and the log entry in one transaction. */
  async function create(
    caller: SubAccountCaller,
    org: { id: number; tenantId: number },
    granter: Granter,
    body: SubAccountAddBody,
  ): Promise<{ account: SubAccount; temporaryPassword: string }> {
    const { principal } = caller;
    const grants = await grantsFor(granter, body.menuIds);
    if (await subAccounts.isPhoneRegistered(body.phone)) throw phoneTaken(body.phone);
    const temporaryPassword = deps.temporaryPassword();
    const passwordHash = await passwordHasher.hash(temporaryPassword);
    const now = clock.now();
    const names = await menuNames();
    const created = await subAccounts
      .transaction(async (scope) => {
        const userId = await scope.subAccounts.insertUser({
          tenantId: org.tenantId,
          phone: body.phone,
          actualName: body.actualName,
          passwordHash,
          now,
        });
        await scope.subAccounts.insertSubAccount({
          userId,
          orgId: org.id,
          createdBy: principal.userId,
          remark: body.remark ?? null,
          now,
        });
        await scope.subAccounts.replaceGrants(userId, grants);
        const record = (await scope.subAccounts.findInOrg(org.id, userId))!;
        await operationLog.record(
          actorOf(caller),
          {
            action: 'sub_account.create',
            targetType: TARGET_TYPE,
            targetId: userId,
            summary: `新增子账号 ${body.actualName}（${body.phone}）`,
            after: { ...snapshot(record, names), orgId: org.id },
          },
          scope.logs,
        );
        return record;
      })
      .catch((error: unknown) => {
        if (error instanceof SubAccountPhoneTakenError) throw phoneTaken(body.phone);
        throw error;
      });
    return { account: toSubAccount(created), temporaryPassword };
  }

  return {
    async list(principal: Principal): Promise<SubAccountList> {
      const org = await requireManager(principal, '查看');
      const [records, { menus }] = await Promise.all([subAccounts.listInOrg(org.id), grantable(principal)]);
      return { records: records.map(toSubAccount), grantableMenus: menus };
    },

    /** The same list as an .xlsx, each account's grants named by their screens. */
    async export(principal: Principal) {
      const org = await requireManager(principal, '导出');
      const [records, { menus }] = await Promise.all([subAccounts.listInOrg(org.id), grantable(principal)]);
      return exportSubAccounts(records.map(toSubAccount), menus, clock.now());
    },

    /** 注册审核: a certified company's sub-accounts, as its reviewers see them. */
    async listForReviewer(reviewer: Principal, orgId: number): Promise<SubAccountList> {
      const { org, granter } = await requireCertifiedForReviewer(reviewer, orgId);
      const [records, { menus }] = await Promise.all([subAccounts.listInOrg(org.id), grantable(granter)]);
      return { records: records.map(toSubAccount), grantableMenus: menus };
    },

    /** 注册审核: a reviewer adds a sub-account for a certified company (with the usual one-time password). */
    async addForReviewer(
      caller: SubAccountCaller,
      body: SubAccountAddBody & { orgId: number },
    ): Promise<{ account: SubAccount; temporaryPassword: string }> {
      const { org, granter } = await requireCertifiedForReviewer(caller.principal, body.orgId);
      return create(caller, org, granter, body);
    },

    /** A new account with a temporary password, answered this once and to be changed at sign-in. */
    async add(
      caller: SubAccountCaller,
      body: SubAccountAddBody,
    ): Promise<{ account: SubAccount; temporaryPassword: string }> {
      const org = await requireManager(caller.principal, '添加');
      return create(caller, org, caller.principal, body);
    },

    /** Name, remark, grants and status; grants and a disabling take effect at the next request. */
    async update(caller: SubAccountCaller, body: SubAccountUpdateBody): Promise<SubAccount> {
      const { principal } = caller;
      const org = await requireManager(principal, '修改');
      const existing = await requireSubAccount(org.id, body.userId);
      const grants = await grantsFor(principal, body.menuIds);
      const now = clock.now();
      const names = await menuNames();
      const updated = await subAccounts.transaction(async (scope) => {
        await scope.subAccounts.updateAccount(body.userId, {
          actualName: body.actualName,
          remark: body.remark ?? null,
          enabled: body.enabled,
          now,
        });
        await scope.subAccounts.replaceGrants(body.userId, grants);
        const record = (await scope.subAccounts.findInOrg(org.id, body.userId))!;
        await operationLog.record(
          actorOf(caller),
          {
            action: 'sub_account.update',
            targetType: TARGET_TYPE,
            targetId: body.userId,
            summary: `编辑子账号 ${record.actualName ?? ''}（${record.phone}）`,
            before: snapshot(existing, names),
            after: snapshot(record, names),
          },
          scope.logs,
        );
        return record;
      });
      if (!body.enabled && existing.status === 'active')
        await deps.revokeAllSessions(body.userId, 'sub_account_disabled');
      return toSubAccount(updated);
    },

    /** Signs the account out everywhere and detaches it from the company; the user row stays, disabled. */
    async remove(caller: SubAccountCaller, userId: number): Promise<void> {
      const { principal } = caller;
      const org = await requireManager(principal, '删除');
      const existing = await requireSubAccount(org.id, userId);
      const names = await menuNames();
      await subAccounts.transaction(async (scope) => {
        await scope.subAccounts.remove(userId, org.id, clock.now());
        await operationLog.record(
          actorOf(caller),
          {
            action: 'sub_account.delete',
            targetType: TARGET_TYPE,
            targetId: userId,
            summary: `删除子账号 ${existing.actualName ?? ''}（${existing.phone}）`,
            before: snapshot(existing, names),
          },
          scope.logs,
        );
      });
      await deps.revokeAllSessions(userId, 'sub_account_deleted');
    },
  };
}

export type SubAccountsService = ReturnType<typeof createSubAccountsService>;
