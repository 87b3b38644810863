import type { Database } from '../db/client';
import { accountThrottleKey, loginThrottleKey } from '../modules/auth';
import { createBannersRepository, createBannersService } from '../modules/banners';
import {
  commissionsTransaction,
  createCommissionService,
  createCommissionsRepository,
} from '../modules/commissions';
import { createDictRepository, createDictService } from '../modules/dict';
import { createFilesRepository, type FilesService } from '../modules/files';
import { createHealthRepository } from '../modules/health';
import { createMembersRepository, createMembersService } from '../modules/members';
import { createMenusRepository, createMenusService } from '../modules/menus';
import {
  createOperationLogRepository,
  createOperationLogService,
  type OperationLogService,
} from '../modules/operation-log';
import { createRolesRepository, createRolesService } from '../modules/roles';
import { createUserAdminRepository, createUserAdminService } from '../modules/user-admin';
import type { Identity } from './identity';
import type { ServiceDependencies } from './service-dependencies';

/** The platform's own records: the dictionaries other modules read, and the operation log. */
function wireRecords({ db }: Database, clock: ServiceDependencies['clock']) {
  const dictRepository = createDictRepository(db);
  const operationLog = createOperationLogService({ logs: createOperationLogRepository(db), clock });
  const dicts = createDictService({
    dicts: dictRepository,
    clock,
    operationLog,
    transaction: (work) =>
      db.transaction((tx) =>
        work({ dicts: createDictRepository(tx), logs: createOperationLogRepository(tx) }),
      ),
  });
  const enabledItems = (code: string) => dictRepository.listEnabledItemsByCodes([code]);
  const dictionary = {
    /** The enabled values of a dictionary: what a form may choose. */
    values: async (code: string) => new Set((await enabledItems(code)).map((item) => item.value)),
    /** The enabled values of a dictionary with the labels users read. */
    labels: async (code: string): Promise<ReadonlyMap<string, string>> =>
      new Map((await enabledItems(code)).map((item) => [item.value, item.label])),
  };
  return { dicts, operationLog, dictionary };
}

/** The banners on the home page; their images are public while a banner is shown. */
function wireBanners(deps: ServiceDependencies, files: FilesService, operationLog: OperationLogService) {
  const { db } = deps.database;
  const banners = createBannersService({
    banners: createBannersRepository(db),
    files,
    operationLog,
    clock: deps.clock,
    transaction: (work) =>
      db.transaction((tx) =>
        work({
          banners: createBannersRepository(tx),
          files: createFilesRepository(tx),
          logs: createOperationLogRepository(tx),
        }),
      ),
  });
  files.registerAccess('banner_image', banners.imageAccess);
  return banners;
}

/** 系统管理: dictionaries, the operation log, menus, roles, users, members, commissions, banners. */
export function wireAdministration(
  deps: ServiceDependencies,
  earlier: { identity: Identity; files: FilesService },
) {
  const { db } = deps.database;
  const { clock, passwordHasher } = deps;
  const { auth } = earlier.identity.services;
  const { signInThrottle } = earlier.identity;
  const { dicts, operationLog, dictionary } = wireRecords(deps.database, clock);
  const commissions = createCommissionService({
    commissions: createCommissionsRepository(db),
    transaction: commissionsTransaction(db),
    operationLog,
    clock,
  });
  const menus = createMenusService({
    menus: createMenusRepository(db),
    operationLog,
    clock,
    dictionaryValues: dictionary.values,
  });
  const roles = createRolesService({ roles: createRolesRepository(db), operationLog, clock });
  const userAdmin = createUserAdminService({
    users: createUserAdminRepository(db),
    passwordHasher,
    clock,
    operationLog,
    revokeAllSessions: auth.revokeAllSessions,
    // The password grant counts by account, the code grant by phone: an unlock lifts both.
    unlockSignIn: async (user) => {
      await signInThrottle.unlock(accountThrottleKey(user.id));
      await signInThrottle.unlock(loginThrottleKey(user.phone));
    },
  });
  // 注册会员: barring is the account's own status, so it signs the member out like 停用 does.
  const members = createMembersService({
    members: createMembersRepository(db),
    clock,
    operationLog,
    revokeAllSessions: auth.revokeAllSessions,
  });
  const banners = wireBanners(deps, earlier.files, operationLog);
  const health = createHealthRepository(db);
  return {
    services: { dicts, health, operationLog, commissions, menus, roles, userAdmin, members, banners },
    dictionary,
  };
}

export type Administration = ReturnType<typeof wireAdministration>;
