import { DEFAULT_SIGNUP_ROLE } from '@lyp/shared/rbac/roles';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import { organisations, roles, tenants, userOrganisations, userRoles, users } from '../../db/schema';
import { PhoneTakenError } from './user-account-writes';

const DEFAULT_TENANT_CODE = 'default';

export function createUserSignUp(db: Db) {
  return {
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
  };
}
