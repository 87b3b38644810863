import { DEFAULT_SIGNUP_ROLE } from '@lyp/shared/rbac/roles';
import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import { organisations, roles, tenants, userOrganisations, userRoles, users } from '../../db/schema';

export type UserRecord = typeof users.$inferSelect;

export interface Membership {
  orgId: number;
  name: string;
  type: 'platform' | 'company' | 'personal';
  isDefault: boolean;
}

export type OrganisationRecord = typeof organisations.$inferSelect;

/** Thrown when a phone number is taken at write time (a concurrent sign-up or change). */
export class PhoneTakenError extends Error {}
/** Thrown when a username is taken at write time. */
export class UsernameTakenError extends Error {}

const DEFAULT_TENANT_CODE = 'default';

export function createUsersRepository(db: Db) {
  return {
    /** By username (any case) or phone: the password grant accepts either. */
    async findByLogin(login: string): Promise<UserRecord | undefined> {
      const [user] = await db
        .select()
        .from(users)
        .where(or(sql`lower(${users.username}) = ${login.toLowerCase()}`, eq(users.phone, login)))
        .limit(1);
      return user;
    },

    async findByPhone(phone: string): Promise<UserRecord | undefined> {
      const [user] = await db.select().from(users).where(eq(users.phone, phone));
      return user;
    },

    async findById(userId: number): Promise<UserRecord | undefined> {
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      return user;
    },

    async isPhoneRegistered(phone: string): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
      return row !== undefined;
    },

    /** A new user with their own personal organisation and the sign-up role, in one transaction. */
    async createWithPersonalOrganisation(input: {
      phone: string;
      passwordHash: string;
      personalOrgName: string;
      now: Date;
    }): Promise<{ userId: number; tenantId: number; orgId: number }> {
      const { phone, passwordHash, personalOrgName, now } = input;
      try {
        return await db.transaction(async (tx) => {
          const [tenant] = await tx
            .select({ id: tenants.id })
            .from(tenants)
            .where(eq(tenants.code, DEFAULT_TENANT_CODE));
          if (!tenant) throw new Error('default tenant missing: was the database seeded?');
          const [user] = await tx
            .insert(users)
            .values({
              tenantId: tenant.id,
              phone,
              passwordHash,
              passwordChangedAt: now,
              createdAt: now,
              updatedAt: now,
            })
            .returning({ id: users.id });
          const [org] = await tx
            .insert(organisations)
            .values({
              tenantId: tenant.id,
              name: personalOrgName,
              type: 'personal',
              createdAt: now,
              updatedAt: now,
            })
            .returning({ id: organisations.id });
          if (!user || !org) throw new Error('user insert returned nothing');
          await tx
            .insert(userOrganisations)
            .values({ userId: user.id, orgId: org.id, isDefault: true, createdAt: now });
          const [role] = await tx
            .select({ id: roles.id })
            .from(roles)
            .where(and(eq(roles.tenantId, tenant.id), eq(roles.code, DEFAULT_SIGNUP_ROLE)));
          if (!role) throw new Error(`role ${DEFAULT_SIGNUP_ROLE} missing: was the database seeded?`);
          await tx.insert(userRoles).values({ userId: user.id, roleId: role.id });
          return { userId: user.id, tenantId: tenant.id, orgId: org.id };
        });
      } catch (error) {
        if (isUniqueViolation(error, 'users_phone_unique')) throw new PhoneTakenError();
        throw error;
      }
    },

    async isUsernameTaken(username: string, exceptUserId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.username}) = ${username.toLowerCase()}`);
      return row !== undefined && row.id !== exceptUserId;
    },

    async updateUsername(userId: number, username: string, now: Date): Promise<void> {
      try {
        await db.update(users).set({ username, updatedAt: now }).where(eq(users.id, userId));
      } catch (error) {
        if (isUniqueViolation(error, 'users_username_lower_unique')) throw new UsernameTakenError();
        throw error;
      }
    },

    async updatePhone(userId: number, phone: string, now: Date): Promise<void> {
      try {
        await db.update(users).set({ phone, updatedAt: now }).where(eq(users.id, userId));
      } catch (error) {
        if (isUniqueViolation(error, 'users_phone_unique')) throw new PhoneTakenError();
        throw error;
      }
    },

    /** Every sign-in before now is over, including any refresh racing this call. */
    async markSessionsRevoked(userId: number, now: Date): Promise<void> {
      await db.update(users).set({ tokensNotBefore: now }).where(eq(users.id, userId));
    },

    /** A password the user chose: it also ends an administrator's demand for a new one. */
    async updatePassword(userId: number, passwordHash: string, now: Date): Promise<void> {
      await db
        .update(users)
        .set({ passwordHash, passwordChangedAt: now, mustChangePassword: false, updatedAt: now })
        .where(eq(users.id, userId));
    },

    /** The caller's organisations, default first. */
    async listMemberships(userId: number): Promise<Membership[]> {
      return db
        .select({
          orgId: organisations.id,
          name: organisations.name,
          type: organisations.type,
          isDefault: userOrganisations.isDefault,
        })
        .from(userOrganisations)
        .innerJoin(organisations, eq(organisations.id, userOrganisations.orgId))
        .where(eq(userOrganisations.userId, userId))
        .orderBy(desc(userOrganisations.isDefault), asc(userOrganisations.createdAt), asc(organisations.id));
    },

    async findOrganisation(orgId: number): Promise<OrganisationRecord | undefined> {
      const [org] = await db.select().from(organisations).where(eq(organisations.id, orgId));
      return org;
    },

    async listRoles(userId: number): Promise<Array<{ code: string; name: string }>> {
      return db
        .select({ code: roles.code, name: roles.name })
        .from(userRoles)
        .innerJoin(roles, eq(roles.id, userRoles.roleId))
        .where(eq(userRoles.userId, userId))
        .orderBy(asc(roles.sort));
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
