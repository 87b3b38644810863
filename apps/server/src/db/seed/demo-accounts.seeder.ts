import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { protectIdNumber, type IdNumberVault } from '../../lib/id-number-vault';
import type { DbOrTx } from '../client';
import { certifications, organisations, roles, userOrganisations, userRoles, users } from '../schema';
import type { DemoAccount } from './demo-accounts.seed';

/** A demo account with its organisations, role and certification, unless it exists already. */
export async function ensureDemoAccount(
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
export async function ensureDemoIdNumber(
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
