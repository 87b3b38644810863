import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Clock } from '../../lib/clock';
import { protectIdNumber, type IdNumberVault } from '../../lib/id-number-vault';
import type { PasswordHasher } from '../../lib/password-hasher';
import { withAdvisoryLock } from '../advisory-lock';
import type { Database, DbOrTx } from '../client';
import {
  certifications,
  companyCertifications,
  dictItems,
  dictTypes,
  menus,
  organisations,
  roleMenus,
  roles,
  settlementAccounts,
  tenants,
  userOrganisations,
  userRoles,
  users,
} from '../schema';
import { ensureDefaultCommissionTiers } from './commission-tiers.seed';
import {
  DEMO_ACCOUNTS,
  DEMO_COMPANIES,
  DEMO_COMPANY_APPLICANT,
  DEMO_PASSWORD,
  LEGACY_COMPANY_CODES,
  PLATFORM_ORG,
  type DemoAccount,
  type DemoCompany,
} from './demo-accounts.seed';
import { DICTIONARIES } from './dictionaries.seed';
import { MENU_TREE, type MenuSeed } from './menu-tree.seed';
import { ROLES } from './roles.seed';

export const DEFAULT_TENANT = { code: 'default', name: '乐易拍' };

export interface SeedOptions {
  clock: Clock;
  passwordHasher: PasswordHasher;
  /** Protects the demo bidders' ID numbers as a real certification's are (APP_SECRET's keys). */
  idNumbers: IdNumberVault;
  includeDemoAccounts: boolean;
}

/**
 * Idempotent: inserts what is missing and never overwrites what an administrator changed.
 * New menus reach the built-in roles once; a grant an administrator removed stays removed.
 */
export async function seedDatabase(database: Database, options: SeedOptions): Promise<void> {
  await withAdvisoryLock(database.pool, 'seed', () =>
    database.db.transaction(async (tx) => {
      const now = options.clock.now();
      const tenantId = await ensureTenant(tx, now);
      const platformOrgId = await ensurePlatformOrg(tx, tenantId, now);
      await correctLegacyCompanyCodes(tx, tenantId, now);
      const menuIndex = await ensureMenus(tx, now);
      await ensureRoles(tx, tenantId, menuIndex, now);
      await ensureDictionaries(tx, now);
      await ensureDefaultCommissionTiers(tx, now);
      if (options.includeDemoAccounts) {
        // Hashing costs ~50 ms, so only when a demo account is actually missing.
        let passwordHash: Promise<string> | undefined;
        const demoPasswordHash = () => (passwordHash ??= options.passwordHasher.hash(DEMO_PASSWORD));
        for (const account of DEMO_ACCOUNTS) {
          await ensureDemoAccount(tx, { account, tenantId, platformOrgId, demoPasswordHash, now });
          await ensureDemoIdNumber(tx, account, options.idNumbers, now);
        }
        for (const company of DEMO_COMPANIES)
          await ensureDemoCompanyCertification(tx, tenantId, company, now);
      }
    }),
  );
}

async function ensureTenant(tx: DbOrTx, now: Date): Promise<number> {
  await tx
    .insert(tenants)
    .values({ ...DEFAULT_TENANT, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: tenants.code });
  const [tenant] = await tx
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.code, DEFAULT_TENANT.code));
  if (!tenant) throw new Error('seed: default tenant missing');
  return tenant.id;
}

async function ensurePlatformOrg(tx: DbOrTx, tenantId: number, now: Date): Promise<number> {
  const [existing] = await tx
    .select({ id: organisations.id })
    .from(organisations)
    .where(and(eq(organisations.tenantId, tenantId), eq(organisations.type, 'platform')))
    .limit(1);
  if (existing) return existing.id;
  const [created] = await tx
    .insert(organisations)
    .values({ ...PLATFORM_ORG, tenantId, createdAt: now, updatedAt: now })
    .returning({ id: organisations.id });
  if (!created) throw new Error('seed: platform organisation not created');
  return created.id;
}

/** Codes the seed once wrote with wrong check characters; a code anyone changed since stays. */
async function correctLegacyCompanyCodes(tx: DbOrTx, tenantId: number, now: Date): Promise<void> {
  for (const [legacy, valid] of Object.entries(LEGACY_COMPANY_CODES)) {
    await tx
      .update(organisations)
      .set({ companyCode: valid, updatedAt: now })
      .where(and(eq(organisations.tenantId, tenantId), eq(organisations.companyCode, legacy)));
  }
}

/**
 * An approved certification for a demo company, applied for by the demo seller, when the company
 * has none. It copies the organisation as it stands, so an administrator's edits carry over.
 */
async function ensureDemoCompanyCertification(
  tx: DbOrTx,
  tenantId: number,
  company: DemoCompany,
  now: Date,
): Promise<void> {
  const [org] = await tx
    .select()
    .from(organisations)
    .where(
      and(
        eq(organisations.tenantId, tenantId),
        eq(organisations.type, 'company'),
        eq(organisations.companyCode, company.companyCode),
      ),
    )
    .limit(1);
  const [applicant] = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      or(
        sql`lower(${users.username}) = ${DEMO_COMPANY_APPLICANT.username}`,
        eq(users.phone, DEMO_COMPANY_APPLICANT.phone),
      ),
    )
    .orderBy(sql`lower(${users.username}) = ${DEMO_COMPANY_APPLICANT.username} desc nulls last`)
    .limit(1);
  if (!org || !applicant) return;
  // The organisation's columns are wider than the application's: an edited value is cut to fit.
  const fit = (value: string | null, length: number) => value?.slice(0, length) ?? null;
  const digits = (value: string | null) => fit(value?.replace(/[\s-]/g, '') ?? null, 40);
  // Any unique index saying no (the organisation has one, or the code is another's) means: leave it.
  await tx
    .insert(companyCertifications)
    .values({
      tenantId,
      applicantUserId: applicant.id,
      orgId: org.id,
      status: 'approved',
      companyName: fit(org.name, 100),
      companyCode: fit(org.companyCode, 18),
      legalPerson: company.legalPerson,
      contactPerson: fit(org.contactPerson, 30),
      contactPhone: org.contactPhone,
      contactTel: org.contactTel,
      contactMail: org.contactMail,
      regionCode: company.regionCode,
      companyAddr: company.companyAddr,
      detailAddr: fit(org.detailAddr, 200),
      bankName: org.bankName,
      bankNumber: digits(org.bankNumber),
      interbankAccount: org.interbankAccount,
      submittedAt: now,
      reviewedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
  await ensureReviewedAccount(tx, org, now);
}

/**
 * The demo company's account in force, reviewed as its certification was, so its sales settle
 * the way a real company's do: only to a reviewed account. Left alone once the company has one.
 */
async function ensureReviewedAccount(
  tx: DbOrTx,
  org: typeof organisations.$inferSelect,
  now: Date,
): Promise<void> {
  if (!org.bankNumber) return;
  const [existing] = await tx
    .select({ id: settlementAccounts.id })
    .from(settlementAccounts)
    .where(eq(settlementAccounts.orgId, org.id))
    .limit(1);
  if (existing) return;
  const [certification] = await tx
    .select({ companyName: companyCertifications.companyName })
    .from(companyCertifications)
    .where(and(eq(companyCertifications.orgId, org.id), eq(companyCertifications.status, 'approved')));
  if (!certification?.companyName) return;
  await tx.insert(settlementAccounts).values({
    orgId: org.id,
    accountName: certification.companyName,
    bankName: org.bankName ?? '',
    bankNumber: org.bankNumber,
    interbankAccount: org.interbankAccount,
    source: 'certification',
    reviewedAt: now,
    createdAt: now,
  });
}

interface MenuIndex {
  idByCode: Map<string, number>;
  createdCodes: Set<string>;
  /** Codes of a menu and everything beneath it. */
  subtreeCodes(code: string): string[];
}

async function ensureMenus(tx: DbOrTx, now: Date): Promise<MenuIndex> {
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

async function ensureRoles(tx: DbOrTx, tenantId: number, menuIndex: MenuIndex, now: Date): Promise<void> {
  for (const [index, role] of ROLES.entries()) {
    const [inserted] = await tx
      .insert(roles)
      .values({
        tenantId,
        code: role.code,
        name: role.name,
        description: role.description,
        sort: (index + 1) * 10,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: [roles.tenantId, roles.code] })
      .returning({ id: roles.id });
    const roleId =
      inserted?.id ??
      (await tx
        .select({ id: roles.id })
        .from(roles)
        .where(and(eq(roles.tenantId, tenantId), eq(roles.code, role.code)))
        .then((rows) => rows[0]?.id));
    if (roleId === undefined) throw new Error(`seed: role ${role.code} missing`);

    const grantedCodes =
      role.grants === 'all' ? [...menuIndex.idByCode.keys()] : role.grants.flatMap(menuIndex.subtreeCodes);
    // A new role gets its whole grant; an existing one only menus that are new in this release.
    const codesToLink = inserted
      ? grantedCodes
      : grantedCodes.filter((code) => menuIndex.createdCodes.has(code));
    const links = codesToLink.map((code) => ({ roleId, menuId: menuIndex.idByCode.get(code) ?? -1 }));
    if (links.length > 0) await tx.insert(roleMenus).values(links).onConflictDoNothing();
  }
}

async function ensureDictionaries(tx: DbOrTx, now: Date): Promise<void> {
  for (const [index, dictionary] of DICTIONARIES.entries()) {
    const [inserted] = await tx
      .insert(dictTypes)
      .values({
        code: dictionary.code,
        name: dictionary.name,
        description: dictionary.description,
        isSystem: dictionary.isSystem,
        sort: (index + 1) * 10,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: dictTypes.code })
      .returning({ id: dictTypes.id });
    // Items of an administrator's own dictionary are theirs; system dictionaries stay complete.
    if (!inserted && !dictionary.isSystem) continue;
    // A dictionary the application came to depend on after it was first seeded becomes one now.
    if (!inserted)
      await tx.update(dictTypes).set({ isSystem: true }).where(eq(dictTypes.code, dictionary.code));
    const typeId =
      inserted?.id ??
      (await tx
        .select({ id: dictTypes.id })
        .from(dictTypes)
        .where(eq(dictTypes.code, dictionary.code))
        .then((rows) => rows[0]?.id));
    if (typeId === undefined) throw new Error(`seed: dictionary ${dictionary.code} missing`);
    await tx
      .insert(dictItems)
      .values(
        dictionary.items.map((item, itemIndex) => ({
          typeId,
          label: item.label,
          value: item.value,
          sort: (itemIndex + 1) * 10,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .onConflictDoNothing({ target: [dictItems.typeId, dictItems.value] });
  }
}

async function ensureDemoAccount(
  tx: DbOrTx,
  input: {
    account: DemoAccount;
    tenantId: number;
    platformOrgId: number;
    demoPasswordHash: () => Promise<string>;
    now: Date;
  },
): Promise<void> {
  const { account, now } = input;
  // Either identity may have been changed by its owner since: both mean "already seeded".
  const [existing] = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      or(sql`lower(${users.username}) = ${account.username.toLowerCase()}`, eq(users.phone, account.phone)),
    );
  if (existing) return;
  const userId = await insertDemoAccount(tx, input);
  if (account.certifiedIdNumber) {
    await tx
      .insert(certifications)
      .values({
        userId,
        kind: 'personal',
        status: 'approved',
        subjectName: account.actualName,
        reviewedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing();
  }
}

/**
 * A demo bidder's approved certification without an ID number (seeded before they had one) gets
 * the demo's, protected as any: its documents then print the masked number. Left alone when the
 * certification has a number, or when another account already holds this one.
 */
async function ensureDemoIdNumber(
  tx: DbOrTx,
  account: DemoAccount,
  vault: IdNumberVault,
  now: Date,
): Promise<void> {
  if (!account.certifiedIdNumber) return;
  const stored = protectIdNumber(vault, account.certifiedIdNumber);
  const [holder] = await tx
    .select({ userId: certifications.userId })
    .from(certifications)
    .where(eq(certifications.idNumberHash, stored.idNumberHash))
    .limit(1);
  if (holder) return;
  const [user] = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      or(sql`lower(${users.username}) = ${account.username.toLowerCase()}`, eq(users.phone, account.phone)),
    )
    .limit(1);
  if (!user) return;
  await tx
    .update(certifications)
    .set({ ...stored, updatedAt: now })
    .where(
      and(
        eq(certifications.userId, user.id),
        eq(certifications.status, 'approved'),
        isNull(certifications.idNumberHash),
        isNull(certifications.legacyIdNumber),
      ),
    );
}

async function insertDemoAccount(
  tx: DbOrTx,
  input: {
    account: DemoAccount;
    tenantId: number;
    platformOrgId: number;
    demoPasswordHash: () => Promise<string>;
    now: Date;
  },
): Promise<number> {
  const { account, tenantId, platformOrgId, demoPasswordHash, now } = input;

  const [user] = await tx
    .insert(users)
    .values({
      tenantId,
      username: account.username,
      phone: account.phone,
      actualName: account.actualName,
      passwordHash: await demoPasswordHash(),
      passwordChangedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: users.id });
  if (!user) throw new Error(`seed: demo user ${account.username} not created`);

  for (const [index, membership] of account.organisations.entries()) {
    let orgId: number;
    if (membership.kind === 'platform') {
      orgId = platformOrgId;
    } else if (membership.kind === 'personal') {
      orgId = await insertOrganisation(tx, {
        tenantId,
        name: `${account.actualName}（个人）`,
        type: 'personal',
        now,
      });
    } else {
      const [company] = await tx
        .select({ id: organisations.id })
        .from(organisations)
        .where(
          and(
            eq(organisations.tenantId, tenantId),
            eq(organisations.companyCode, membership.company.companyCode),
          ),
        );
      const { legalPerson: _legalPerson, regionCode: _regionCode, ...details } = membership.company;
      orgId = company?.id ?? (await insertOrganisation(tx, { tenantId, ...details, type: 'company', now }));
    }
    await tx
      .insert(userOrganisations)
      .values({ userId: user.id, orgId, isDefault: index === 0, createdAt: now });
  }

  const [role] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.tenantId, tenantId), eq(roles.code, account.role)));
  if (!role) throw new Error(`seed: role ${account.role} missing`);
  await tx.insert(userRoles).values({ userId: user.id, roleId: role.id });
  return user.id;
}

async function insertOrganisation(
  tx: DbOrTx,
  values: Omit<typeof organisations.$inferInsert, 'createdAt' | 'updatedAt'> & { now: Date },
): Promise<number> {
  const { now, ...organisation } = values;
  const [created] = await tx
    .insert(organisations)
    .values({ ...organisation, createdAt: now, updatedAt: now })
    .returning({ id: organisations.id });
  if (!created) throw new Error(`seed: organisation ${organisation.name} not created`);
  return created.id;
}
