import type { MemberCertStatus, MemberFilter, MemberType } from '@lyp/shared/system/member.schemas';
import { ROLE_CODES } from '@lyp/shared/rbac/roles';
import { and, asc, count, desc, eq, gte, ilike, inArray, like, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { containing } from '../../db/like';
import { organisations, userOrganisations, users } from '../../db/schema';

/**
 * The member list's reads. A member is a user of the tenant who is not platform staff: staff
 * belong to the platform's organisation or hold the auditor or administrator role.
 */

export interface MemberFilterValues extends Omit<MemberFilter, 'registeredFrom' | 'registeredTo'> {
  registeredFrom?: Date;
  registeredBefore?: Date;
}

export interface MemberRecord {
  id: number;
  username: string | null;
  actualName: string | null;
  phone: string;
  memberType: MemberType;
  certStatus: MemberCertStatus;
  registeredAt: Date;
  depositCount: number;
  orderCount: number;
  barred: boolean;
  strikes: number;
  biddingBarredAt: Date | null;
  companies: Array<{ orgId: number; name: string; companyCode: string | null }>;
}

/**
 * The outer row's id, always qualified: in a one-table select Drizzle writes `"id"` alone, which
 * inside a subquery would mean the subquery's own table's id.
 */
const USER_ID = sql.raw('"users"."id"');

const STAFF_ROLES = sql.raw(`'${ROLE_CODES.admin}', '${ROLE_CODES.auditor}'`);

/** Whether the user (a column or an id) is platform staff rather than a member. */
export const isStaff = (userId: SQL) => sql<boolean>`(
  exists (select 1 from user_organisations uo join organisations o on o.id = uo.org_id
          where uo.user_id = ${userId} and o.type = 'platform')
  or exists (select 1 from user_roles ur join roles r on r.id = ur.role_id
             where ur.user_id = ${userId} and r.code in (${STAFF_ROLES})))`;

const inCompany = sql`exists (select 1 from user_organisations uo join organisations o on o.id = uo.org_id
  where uo.user_id = ${USER_ID} and o.type = 'company')`;

/** A company certification that concerns the user: theirs, or their company's. */
const companyCertWith = (status: string) => sql`exists (select 1 from company_certifications cc
  where cc.status = ${status} and (cc.applicant_user_id = ${USER_ID}
    or cc.org_id in (select uo.org_id from user_organisations uo where uo.user_id = ${USER_ID})))`;
const personalCertWith = (status: string) =>
  sql`exists (select 1 from certifications c where c.user_id = ${USER_ID} and c.status = ${status})`;

/** The best of the member's certifications: approved, else under review, else turned down. */
const certStatus = sql<MemberCertStatus>`case
  when ${personalCertWith('approved')} or ${companyCertWith('approved')} then 'approved'
  when ${personalCertWith('pending')} or ${companyCertWith('submitted')} then 'pending'
  when ${personalCertWith('rejected')} or ${companyCertWith('rejected')} then 'rejected'
  else 'none' end`;

const memberType = sql<MemberType>`case when ${inCompany} then 'company' else 'personal' end`;

/** A company the member belongs to or applied for, matching `condition` on its name or code. */
const companyMatching = (organisationColumn: string, certificationColumn: string, pattern: string) => sql`(
  exists (select 1 from user_organisations uo join organisations o on o.id = uo.org_id
          where uo.user_id = ${USER_ID} and o.type = 'company' and o.${sql.raw(organisationColumn)} ilike ${pattern})
  or exists (select 1 from company_certifications cc
             where cc.applicant_user_id = ${USER_ID} and cc.${sql.raw(certificationColumn)} ilike ${pattern}))`;

const memberColumns = {
  id: users.id,
  username: users.username,
  actualName: users.actualName,
  phone: users.phone,
  memberType,
  certStatus,
  registeredAt: users.createdAt,
  depositCount: sql<number>`(select count(*)::int from deposits d where d.user_id = ${USER_ID})`,
  orderCount: sql<number>`(select count(*)::int from orders od where od.buyer_user_id = ${USER_ID})`,
  barred: sql<boolean>`${users.status} = 'disabled'`,
  strikes: users.strikes,
  biddingBarredAt: users.biddingBarredAt,
};

function whereOf(tenantId: number, filter: MemberFilterValues): SQL {
  const conditions: SQL[] = [eq(users.tenantId, tenantId), sql`not ${isStaff(USER_ID)}`];
  if (filter.name) {
    const pattern = containing(filter.name);
    conditions.push(or(ilike(users.actualName, pattern), ilike(users.username, pattern))!);
  }
  if (filter.phone) conditions.push(like(users.phone, containing(filter.phone)));
  if (filter.companyName)
    conditions.push(companyMatching('name', 'company_name', containing(filter.companyName)));
  if (filter.creditCode)
    conditions.push(companyMatching('company_code', 'company_code', containing(filter.creditCode)));
  if (filter.memberType) conditions.push(sql`${memberType} = ${filter.memberType}`);
  if (filter.certStatus) conditions.push(sql`${certStatus} = ${filter.certStatus}`);
  if (filter.barred !== undefined) conditions.push(eq(users.status, filter.barred ? 'disabled' : 'active'));
  if (filter.registeredFrom) conditions.push(gte(users.createdAt, filter.registeredFrom));
  if (filter.registeredBefore) conditions.push(lt(users.createdAt, filter.registeredBefore));
  return and(...conditions)!;
}

export function createMemberQueries(db: DbOrTx) {
  /** The companies of the given members, by member. */
  async function withCompanies(rows: Array<Omit<MemberRecord, 'companies'>>): Promise<MemberRecord[]> {
    if (rows.length === 0) return [];
    const memberships = await db
      .select({
        userId: userOrganisations.userId,
        orgId: organisations.id,
        name: organisations.name,
        companyCode: organisations.companyCode,
      })
      .from(userOrganisations)
      .innerJoin(organisations, eq(organisations.id, userOrganisations.orgId))
      .where(
        and(
          inArray(
            userOrganisations.userId,
            rows.map((row) => row.id),
          ),
          eq(organisations.type, 'company'),
        ),
      )
      .orderBy(desc(userOrganisations.isDefault), asc(organisations.name));
    return rows.map((row) => ({
      ...row,
      companies: memberships
        .filter((membership) => membership.userId === row.id)
        .map(({ orgId, name, companyCode }) => ({ orgId, name, companyCode })),
    }));
  }

  return {
    async page(query: {
      tenantId: number;
      filter: MemberFilterValues;
      offset: number;
      limit: number;
    }): Promise<{ rows: MemberRecord[]; total: number }> {
      const where = whereOf(query.tenantId, query.filter);
      const [rows, [total]] = await Promise.all([
        db
          .select(memberColumns)
          .from(users)
          .where(where)
          // The id breaks ties, so paging never shows a row twice or skips one.
          .orderBy(desc(users.createdAt), desc(users.id))
          .offset(query.offset)
          .limit(query.limit),
        db.select({ total: count() }).from(users).where(where),
      ]);
      return { rows: await withCompanies(rows), total: total?.total ?? 0 };
    },

    /** One member of the tenant; staff and other tenants' users are not members. */
    async findMember(tenantId: number, userId: number): Promise<MemberRecord | undefined> {
      const rows = await db
        .select(memberColumns)
        .from(users)
        .where(and(whereOf(tenantId, {}), eq(users.id, userId)));
      return (await withCompanies(rows))[0];
    },

    /** Any user of the tenant, and whether they are staff: what barring checks first. */
    async findUser(tenantId: number, userId: number) {
      const [row] = await db
        .select({ id: users.id, status: users.status, isStaff: isStaff(USER_ID) })
        .from(users)
        .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
      return row;
    },
  };
}

export type MemberQueries = ReturnType<typeof createMemberQueries>;
