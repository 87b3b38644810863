import { MEMBER_DETAIL_LIMIT, type MemberOrgRole } from '@lyp/shared/system/member.schemas';
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  certifications,
  companyCertifications,
  deposits,
  lots,
  operationLogs,
  orders,
  organisations,
  userOrganisations,
  users,
} from '../../db/schema';

/** The actions that bar or unbar an account: here (member.*) and in 用户管理 (user.*). */
export const BAR_ACTIONS = ['member.bar', 'user.disable'] as const;
export const UNBAR_ACTIONS = ['member.unbar', 'user.enable'] as const;

const reviewer = alias(users, 'reviewer');
const reviewerName = sql<
  string | null
>`coalesce(${reviewer.actualName}, ${reviewer.username}, ${reviewer.phone})`;

/** Everything the details drawer shows beside the member's row, each read limited to that member. */
export function createMemberDetailQueries(db: DbOrTx) {
  return {
    async personalCertification(userId: number) {
      const [row] = await db
        .select({
          kind: certifications.kind,
          status: certifications.status,
          subjectName: certifications.subjectName,
          idNumberMasked: certifications.idNumberMasked,
          submittedAt: certifications.submittedAt,
          reviewedAt: certifications.reviewedAt,
          reviewerName,
          rejectReason: certifications.rejectReason,
        })
        .from(certifications)
        .leftJoin(reviewer, eq(reviewer.id, certifications.reviewedBy))
        .where(eq(certifications.userId, userId));
      return row;
    },

    /** The member's own applications, and those of the companies they belong to. */
    async companyCertifications(userId: number, orgIds: number[]) {
      const concerns = [eq(companyCertifications.applicantUserId, userId)];
      if (orgIds.length > 0) concerns.push(inArray(companyCertifications.orgId, orgIds));
      return db
        .select({
          id: companyCertifications.id,
          orgId: companyCertifications.orgId,
          companyName: companyCertifications.companyName,
          companyCode: companyCertifications.companyCode,
          status: companyCertifications.status,
          isApplicant: sql<boolean>`${companyCertifications.applicantUserId} = ${userId}`,
          submittedAt: companyCertifications.submittedAt,
          reviewedAt: companyCertifications.reviewedAt,
          reviewerName,
          rejectReason: companyCertifications.rejectReason,
        })
        .from(companyCertifications)
        .leftJoin(reviewer, eq(reviewer.id, companyCertifications.reviewedBy))
        .where(or(...concerns))
        .orderBy(desc(companyCertifications.createdAt), desc(companyCertifications.id));
    },

    /** Default first; in a company, a sub-account is one the company added (else its main account). */
    async organisations(userId: number) {
      return db
        .select({
          id: organisations.id,
          name: organisations.name,
          type: organisations.type,
          companyCode: organisations.companyCode,
          role: sql<MemberOrgRole>`case
            when ${organisations.type} <> 'company' then 'personal'
            when exists (select 1 from sub_accounts sa where sa.user_id = ${userId} and sa.org_id = "organisations"."id") then 'sub'
            else 'main' end`,
          isDefault: userOrganisations.isDefault,
        })
        .from(userOrganisations)
        .innerJoin(organisations, eq(organisations.id, userOrganisations.orgId))
        .where(eq(userOrganisations.userId, userId))
        .orderBy(desc(userOrganisations.isDefault), organisations.name);
    },

    async deposits(userId: number) {
      return db
        .select({
          id: deposits.id,
          lotId: deposits.lotId,
          lotTitle: lots.title,
          status: deposits.status,
          amountFen: deposits.amountFen,
          paidFen: deposits.paidFen,
          frozenFen: deposits.frozenFen,
          returnedFen: deposits.returnedFen,
          appliedFen: deposits.appliedFen,
          forfeitedFen: deposits.forfeitedFen,
          createdAt: deposits.createdAt,
        })
        .from(deposits)
        .innerJoin(lots, eq(lots.id, deposits.lotId))
        .where(eq(deposits.userId, userId))
        .orderBy(desc(deposits.createdAt), desc(deposits.id))
        .limit(MEMBER_DETAIL_LIMIT);
    },

    /** Orders as buyer; `defaultedOnly` for the 违约 (悔拍) record, which is kept whole. */
    async orders(userId: number, defaultedOnly = false) {
      const where = defaultedOnly
        ? and(eq(orders.buyerUserId, userId), eq(orders.status, 'defaulted'))
        : eq(orders.buyerUserId, userId);
      const query = db
        .select({
          id: orders.id,
          orderNo: orders.orderNo,
          lotTitle: lots.title,
          status: orders.status,
          priceFen: orders.priceFen,
          amountDueFen: orders.amountDueFen,
          paymentDeadlineAt: orders.paymentDeadlineAt,
          defaultedAt: orders.defaultedAt,
          createdAt: orders.createdAt,
        })
        .from(orders)
        .innerJoin(lots, eq(lots.id, orders.lotId))
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.id));
      return defaultedOnly ? query : query.limit(MEMBER_DETAIL_LIMIT);
    },

    /** Every bar and unbar of the account, newest first, with who did it and why. */
    async barHistory(tenantId: number, userId: number) {
      const actor = alias(users, 'actor');
      return db
        .select({
          action: operationLogs.action,
          reason: sql<string | null>`${operationLogs.after} ->> 'reason'`,
          actorName: sql<string>`coalesce(${actor.actualName}, ${actor.username}, ${actor.phone})`,
          at: operationLogs.createdAt,
        })
        .from(operationLogs)
        .innerJoin(actor, eq(actor.id, operationLogs.actorUserId))
        .where(
          and(
            eq(operationLogs.tenantId, tenantId),
            eq(operationLogs.targetType, 'user'),
            eq(operationLogs.targetId, String(userId)),
            inArray(operationLogs.action, [...BAR_ACTIONS, ...UNBAR_ACTIONS]),
          ),
        )
        .orderBy(desc(operationLogs.createdAt), desc(operationLogs.id));
    },
  };
}

export type MemberDetailQueries = ReturnType<typeof createMemberDetailQueries>;
