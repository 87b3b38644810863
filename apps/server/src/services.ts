import path from 'node:path';
import { DICT_CODES } from '@lyp/shared/dict/dict.schemas';
import type { LotEvent } from '@lyp/shared/realtime/events';
import type { AppConfig } from './config/env';
import type { Database } from './db/client';
import type { Clock } from './lib/clock';
import type { FileStorage } from './lib/file-storage';
import { createImageVariants } from './lib/image-variants';
import type { PasswordHasher } from './lib/password-hasher';
import type { RateLimiterFactory } from './lib/rate-limiter';
import { createAccountService } from './modules/account';
import {
  accountThrottleKey,
  createAuthService,
  createSignInThrottle,
  createTokenRepository,
  loginThrottleKey,
} from './modules/auth';
import { createBidderEligibility, createBiddersRepository } from './modules/bidders';
import {
  bidderAliasSecret,
  createBidEngine,
  createBiddingRepository,
  createBiddingService,
  createBidLockRepository,
} from './modules/bidding';
import { createBannersRepository, createBannersService } from './modules/banners';
import { createAuditService, createBulletinsRepository, createBulletinsService } from './modules/bulletins';
import { createCertificationsRepository, createCertificationsService } from './modules/certifications';
import { createClosingRepository, createClosingService } from './modules/closing';
import {
  createCompaniesRepository,
  createCompaniesService,
  createCompanyBankService,
  createSettlementAccountsRepository,
  createSubAccountsRepository,
  createSubAccountsService,
} from './modules/companies';
import {
  commissionsTransaction,
  createCommissionService,
  createCommissionsRepository,
} from './modules/commissions';
import { createDepositsRepository, createDepositsService } from './modules/deposits';
import { createDictRepository, createDictService } from './modules/dict';
import {
  createFilesRepository,
  createFilesService,
  type BusinessAccess,
  type FileAccess,
} from './modules/files';
import { createHealthRepository } from './modules/health';
import {
  createOperationLogRepository,
  createOperationLogService,
  type OperationLogService,
} from './modules/operation-log';
import { createMarketRepository, createMarketService } from './modules/market';
import { createMenusRepository, createMenusService } from './modules/menus';
import { createOrdersRepository, createOrdersService } from './modules/orders';
import { createReconciliationRepository, createReconciliationService } from './modules/reconciliation';
import { createPermissionRepository, createPermissionService } from './modules/permission';
import { createRolesRepository, createRolesService } from './modules/roles';
import { createSmsCodeRepository, createSmsService, type SmsProvider } from './modules/sms';
import { createUserAdminRepository, createUserAdminService } from './modules/user-admin';
import { createMembersRepository, createMembersService } from './modules/members';
import { generateTemporaryPassword } from './modules/user-admin/temporary-password';
import { createUsersRepository } from './modules/users';
import { createCoalescer } from './lib/coalescer';
import { createIdNumberVault } from './lib/id-number-vault';
import { createMessagesRepository, createMessagesService } from './modules/messages';
import { createDocumentsRepository, createDocumentsService } from './modules/documents';
import {
  createHomeFiguresRepository,
  createHomeFiguresService,
  createTodoRepository,
  createTodoService,
} from './modules/dashboard';

export interface ServiceDependencies {
  database: Database;
  clock: Clock;
  appSecret: string;
  log: {
    info(details: object, message: string): void;
    warn(details: object, message: string): void;
    error(details: object, message: string): void;
  };
  passwordHasher: PasswordHasher;
  smsProvider: SmsProvider;
  rateLimiters: RateLimiterFactory;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  auction: AppConfig['auction'];
  uploads: AppConfig['uploads'];
  fileStorage: FileStorage;
  /** Where the product is opened: documents print their verification link under it. */
  publicUrl: string;
  /** Hands committed lot events to the live channel. */
  publishLotEvents(events: LotEvent[]): void;
  /** Every lot event, this instance's and (through Redis) the others'; answers the unsubscribe. */
  watchLotEvents(listener: (event: LotEvent) => void): () => void;
  /** Tells these users' open pages, on whichever instance, that they have new messages. */
  announceMessages(userIds: number[]): void;
}

/** Followers of a lot hear of its opening this long before (with time to pay the deposit). */
const LOT_OPENING_REMINDER_MINUTES = 60;
/** Followers and bidders of a lot hear this long before it is due to end. */
const LOT_ENDING_REMINDER_MINUTES = 10;
/** How long outbid notices gather before they are written together. */
const OUTBID_NOTICE_DELAY_MS = 250;

/** Limits that are policy rather than per-request input. */
export const RATE_LIMITS = {
  smsPerIp: { points: 30, windowSeconds: 60 * 60 },
  /** One address guessing one account: locks that address out of that account only. */
  signInFailuresPerAccountAddress: { points: 5, windowSeconds: 15 * 60 },
  /** One address trying many accounts. */
  signInFailuresPerIp: { points: 50, windowSeconds: 15 * 60 },
  /**
   * Many addresses guessing one account: a ceiling far above what an owner mistypes, which
   * addresses that signed the account in recently are exempt from.
   */
  signInFailuresPerAccount: { points: 100, windowSeconds: 60 * 60 },
  /** How long a successful sign-in makes its address known (under the 24.8-day timer limit). */
  knownSignInAddress: { points: 1, windowSeconds: 20 * 24 * 60 * 60 },
  /** Counts administrators' unlocks of an account; outlasts the per-address window it renews. */
  signInUnlocks: { points: 1_000_000, windowSeconds: 24 * 60 * 60 },
} as const;

/** The composition root: repositories and services, wired once per app. */
export function createServices(deps: ServiceDependencies) {
  const { db } = deps.database;
  const { clock, passwordHasher } = deps;
  const users = createUsersRepository(db);
  const tokens = createTokenRepository(db);
  // The same counters whether the wrong password came from sign-in or a phone change.
  const signInThrottle = createSignInThrottle({
    perAccountAddress: deps.rateLimiters('sign-in-pair', RATE_LIMITS.signInFailuresPerAccountAddress),
    perAddress: deps.rateLimiters('sign-in-ip', RATE_LIMITS.signInFailuresPerIp),
    perAccount: deps.rateLimiters('sign-in-account-ceiling', RATE_LIMITS.signInFailuresPerAccount),
    knownAddresses: deps.rateLimiters('sign-in-known-address', RATE_LIMITS.knownSignInAddress),
    unlocks: deps.rateLimiters('sign-in-unlocks', RATE_LIMITS.signInUnlocks),
  });

  const sms = createSmsService({
    codes: createSmsCodeRepository(db),
    provider: deps.smsProvider,
    clock,
    codeSecret: deps.appSecret,
    log: deps.log,
    ipLimiter: deps.rateLimiters('sms-ip', RATE_LIMITS.smsPerIp),
    isPhoneRegistered: (phone) => users.isPhoneRegistered(phone),
  });
  const auth = createAuthService({
    users,
    tokens,
    sms,
    passwordHasher,
    clock,
    signInThrottle,
    accessTokenTtlSeconds: deps.accessTokenTtlSeconds,
    refreshTokenTtlSeconds: deps.refreshTokenTtlSeconds,
  });
  const accounts = createAccountService({
    users,
    sms,
    passwordHasher,
    clock,
    revokeAllSessions: auth.revokeAllSessions,
    signInThrottle,
  });
  const permissionRepository = createPermissionRepository(db);
  const permissions = createPermissionService({
    users,
    permissions: permissionRepository,
    switchOrganisation: tokens.switchOrganisation,
    clock,
  });
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
  const health = createHealthRepository(db);
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
    dictionaryValues: async (code) =>
      new Set((await dictRepository.listEnabledItemsByCodes([code])).map((item) => item.value)),
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

  const auction = createAuctionServices(deps, {
    dictionaryValues: async (code) =>
      new Set((await dictRepository.listEnabledItemsByCodes([code])).map((item) => item.value)),
    dictionaryLabels: async (code) =>
      new Map((await dictRepository.listEnabledItemsByCodes([code])).map((item) => [item.value, item.label])),
    bannerImageAccess: (bannerId) => banners.imageAccess(bannerId),
    companyLicenceAccess: (id, principal) => companies.licenceAccess(id, principal),
    operationLog,
    forgetToken: auth.forgetToken,
  });
  const banners = createBannersService({
    banners: createBannersRepository(db),
    files: auction.files,
    operationLog,
    clock,
    transaction: (work) =>
      db.transaction((tx) =>
        work({
          banners: createBannersRepository(tx),
          files: createFilesRepository(tx),
          logs: createOperationLogRepository(tx),
        }),
      ),
  });

  const companiesRepository = createCompaniesRepository(db);
  const companies = createCompaniesService({
    companies: companiesRepository,
    files: auction.files,
    operationLog,
    clock,
    tell: auction.messages.tell,
  });
  const companyBank = createCompanyBankService({ companies: companiesRepository, operationLog, clock });
  const subAccounts = createSubAccountsService({
    subAccounts: createSubAccountsRepository(db),
    companies: companiesRepository,
    grantedMenus: (userId, orgId) => permissionRepository.listGrantedMenus(userId, orgId),
    passwordHasher,
    temporaryPassword: generateTemporaryPassword,
    clock,
    operationLog,
    revokeAllSessions: auth.revokeAllSessions,
  });

  return {
    sms,
    auth,
    accounts,
    permissions,
    dicts,
    health,
    operationLog,
    commissions,
    menus,
    roles,
    userAdmin,
    members,
    banners,
    companies,
    companyBank,
    subAccounts,
    ...auction,
  };
}

/** Files, bulletins, audit, deposits, bidding, closing and orders. */
function createAuctionServices(
  deps: ServiceDependencies,
  lookups: {
    dictionaryValues(code: string): Promise<Set<string>>;
    dictionaryLabels(code: string): Promise<ReadonlyMap<string, string>>;
    bannerImageAccess(bannerId: number): Promise<FileAccess>;
    companyLicenceAccess: BusinessAccess;
    operationLog: OperationLogService;
    forgetToken(tokenId: number): void;
  },
) {
  const { db } = deps.database;
  const { clock } = deps;
  const publish = deps.publishLotEvents;
  const messages = createMessagesService({
    messages: createMessagesRepository(db),
    clock,
    lotOpeningLeadMinutes: LOT_OPENING_REMINDER_MINUTES,
    lotEndingLeadMinutes: LOT_ENDING_REMINDER_MINUTES,
    sms: deps.smsProvider,
    announce: deps.announceMessages,
    log: deps.log,
  });
  const depositsRepository = createDepositsRepository(db);
  // Withdrawals and revocations free deposits in their own transaction, through the ledger.
  const bulletinsRepository = createBulletinsRepository(db, depositsRepository);
  const eligibility = createBidderEligibility(createBiddersRepository(db));

  // Who may read a file depends on the record it belongs to, which its module decides.
  const files = createFilesService({
    files: createFilesRepository(db),
    storage: deps.fileStorage,
    // Beside the originals, in a folder their two-character fan-out never names.
    variants: createImageVariants(path.join(deps.uploads.dir, 'variants'), deps.uploads.maxPixels),
    log: deps.log,
    clock,
    maxBytes: deps.uploads.maxBytes,
    maxPixels: deps.uploads.maxPixels,
    access: {
      bulletin_attachment: (id, principal) => bulletins.bulletinFileAccess(id, principal),
      lot_image: (id, principal) => bulletins.lotFileAccess(id, principal),
      deposit_voucher: (id, principal) => deposits.voucherAccess(id, principal),
      // The refund's receipt: the same people as the payment's (the payer and the auditors).
      deposit_return_voucher: (id, principal) => deposits.voucherAccess(id, principal),
      order_voucher: (id, principal) => orders.voucherAccess(id, principal),
      order_settlement_voucher: (id, principal) => orders.settlementVoucherAccess(id, principal),
      id_card: (userId, principal) => certifications.idCardAccess(userId, principal),
      banner_image: (bannerId) => lookups.bannerImageAccess(bannerId),
      bulletin_image: (id, principal) => bulletins.bulletinFileAccess(id, principal),
      company_licence: (id, principal) => lookups.companyLicenceAccess(id, principal),
    },
  });
  const certifications = createCertificationsService({
    certifications: createCertificationsRepository(db),
    files,
    clock,
    idNumbers: createIdNumberVault(deps.appSecret),
    tell: messages.tell,
  });
  const deposits = createDepositsService({
    deposits: depositsRepository,
    eligibility,
    files,
    clock,
    tell: messages.tell,
  });
  const bulletins = createBulletinsService({
    bulletins: bulletinsRepository,
    files,
    clock,
    publicationLeadMinutes: deps.auction.publicationLeadMinutes,
    dictionaryValues: lookups.dictionaryValues,
  });
  const audit = createAuditService({
    bulletins: bulletinsRepository,
    views: bulletins,
    clock,
    publicationLeadMinutes: deps.auction.publicationLeadMinutes,
    publish,
    tell: messages.tell,
  });

  // A storm of bids displaces leaders many times a second: their notices go out together,
  // one write a moment, rather than one transaction per batch competing with the bids.
  const outbidNotices = createCoalescer({ delayMs: OUTBID_NOTICE_DELAY_MS, deliver: messages.outbid });
  const engine = createBidEngine({
    locks: createBidLockRepository(deps.database.lockPool),
    clock,
    aliasSecret: bidderAliasSecret(deps.appSecret),
    publish,
    outbid: (displaced) => outbidNotices.add(displaced),
    log: deps.log,
  });
  const bidding = createBiddingService({
    bidding: createBiddingRepository(db),
    engine,
    clock,
    forgetToken: lookups.forgetToken,
  });
  const closing = createClosingService({
    // A winner's or defaulter's message commits with the close or default it tells of.
    closing: createClosingRepository(db, depositsRepository, (tx, notices) =>
      messages.record(createMessagesRepository(tx), notices),
    ),
    clock,
    publish,
    closeGraceMs: deps.auction.closeGraceMs,
    deliver: messages.deliver,
    log: deps.log,
  });
  const ordersRepository = createOrdersRepository(db);
  const orders = createOrdersService({
    orders: ordersRepository,
    files,
    clock,
    reviewedAccounts: createSettlementAccountsRepository(db),
    operationLog: lookups.operationLog,
    payeeAccount: async () => {
      const account = await depositsRepository.platformAccount();
      if (!account?.bankNumber) return null;
      return {
        accountName: account.name,
        bankName: account.bankName ?? '',
        bankNumber: account.bankNumber,
        interbankAccount: account.interbankAccount,
      };
    },
  });
  const market = createMarketService({
    market: createMarketRepository(db),
    clock,
    watchLots: (listener) => deps.watchLotEvents((event) => listener(event.lotId)),
  });

  // A document's verification link opens the public page of the web app.
  const documents = createDocumentsService({
    documents: createDocumentsRepository(db),
    orders: ordersRepository,
    storage: deps.fileStorage,
    clock,
    verifyUrl: (code) => `${deps.publicUrl}/verify/${code}`,
    unitLabels: () => lookups.dictionaryLabels(DICT_CODES.goodsUnit),
  });

  // 银行对账: the platform's statement against the deposits and orders it pays.
  const reconciliation = createReconciliationService({
    reconciliation: createReconciliationRepository(db),
    files,
    deposits,
    orders,
    operationLog: lookups.operationLog,
    clock,
  });

  const todo = createTodoService({ todo: createTodoRepository(db) });
  const homeFigures = createHomeFiguresService({ figures: createHomeFiguresRepository(db), clock });
  return {
    files,
    certifications,
    deposits,
    bulletins,
    audit,
    bidding,
    closing,
    orders,
    reconciliation,
    documents,
    market,
    messages,
    todo,
    homeFigures,
    /** The outbid notices still waiting, written now (before the app stops). */
    flushOutbidNotices: () => outbidNotices.flush(),
  };
}

export type Services = ReturnType<typeof createServices>;
