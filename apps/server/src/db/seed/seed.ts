import { and, eq } from 'drizzle-orm';
import type { Clock } from '../../lib/clock';
import type { IdNumberVault } from '../../lib/id-number-vault';
import type { PasswordHasher } from '../../lib/password-hasher';
import { withAdvisoryLock } from '../advisory-lock';
import type { Database, DbOrTx } from '../client';
import { organisations, tenants } from '../schema';
import { ensureDefaultCommissionTiers } from './commission-tiers.seed';
import { ensureDemoAccount, ensureDemoIdNumber } from './demo-accounts.seeder';
import {
  DEMO_ACCOUNTS,
  DEMO_COMPANIES,
  DEMO_PASSWORD,
  LEGACY_COMPANY_CODES,
  PLATFORM_ORG,
} from './demo-accounts.seed';
import { ensureDemoCompanyCertification } from './demo-companies.seeder';
import { ensureDictionaries } from './dictionaries.seeder';
import { ensureMenus } from './menus.seeder';
import { ensureRoles } from './roles.seeder';

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
