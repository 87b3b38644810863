import type { MemberDetail, MemberFilter, MemberRow } from '@lyp/shared/system/member.schemas';
import { chinaDayEnd, chinaDayStart } from '../../lib/china-days';
import type { MemberDetailQueries } from './member-detail.queries';
import { BAR_ACTIONS } from './member-detail.queries';
import type { MemberFilterValues, MemberRecord } from './members.queries';

/** Shapes between the member reads and the answers; dates travel as ISO text. */

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** The list's date range as instants: from the first day's start to the end of the last. */
export function filterValuesOf(filter: MemberFilter): MemberFilterValues {
  const { registeredFrom, registeredTo, ...rest } = filter;
  return {
    ...rest,
    ...(registeredFrom ? { registeredFrom: chinaDayStart(registeredFrom) } : {}),
    ...(registeredTo ? { registeredBefore: chinaDayEnd(registeredTo) } : {}),
  };
}

export const displayName = (member: Pick<MemberRecord, 'actualName' | 'username' | 'phone'>) =>
  member.actualName ?? member.username ?? member.phone;

export function toMemberRow(record: MemberRecord): MemberRow {
  return {
    ...record,
    registeredAt: record.registeredAt.toISOString(),
    biddingBarredAt: iso(record.biddingBarredAt),
  };
}

type Reads<K extends keyof MemberDetailQueries> = Awaited<ReturnType<MemberDetailQueries[K]>>;

export interface MemberDetailReads {
  personal: Reads<'personalCertification'>;
  companies: Reads<'companyCertifications'>;
  organisations: Reads<'organisations'>;
  deposits: Reads<'deposits'>;
  orders: Reads<'orders'>;
  defaults: Reads<'orders'>;
  barHistory: Reads<'barHistory'>;
}

export function toMemberDetail(record: MemberRecord, reads: MemberDetailReads): MemberDetail {
  const review = (row: {
    submittedAt: Date | null;
    reviewedAt: Date | null;
    reviewerName: string | null;
    rejectReason: string | null;
  }) => ({
    submittedAt: iso(row.submittedAt),
    reviewedAt: iso(row.reviewedAt),
    reviewerName: row.reviewerName,
    rejectReason: row.rejectReason,
  });
  const { personal } = reads;
  return {
    member: toMemberRow(record),
    personalCertification: personal
      ? {
          kind: personal.kind,
          status: personal.status,
          subjectName: personal.subjectName,
          idNumberMasked: personal.idNumberMasked,
          ...review(personal),
        }
      : null,
    companyCertifications: reads.companies.map((row) => ({
      id: row.id,
      orgId: row.orgId,
      companyName: row.companyName,
      companyCode: row.companyCode,
      status: row.status,
      isApplicant: row.isApplicant,
      ...review(row),
    })),
    organisations: reads.organisations,
    deposits: reads.deposits.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    orders: reads.orders.map((row) => ({
      ...row,
      paymentDeadlineAt: row.paymentDeadlineAt.toISOString(),
      defaultedAt: iso(row.defaultedAt),
      createdAt: row.createdAt.toISOString(),
    })),
    defaults: reads.defaults.map((row) => ({
      orderId: row.id,
      orderNo: row.orderNo,
      lotTitle: row.lotTitle,
      priceFen: row.priceFen,
      defaultedAt: iso(row.defaultedAt),
    })),
    barHistory: reads.barHistory.map((row) => ({
      barred: (BAR_ACTIONS as readonly string[]).includes(row.action),
      reason: row.reason,
      actorName: row.actorName,
      at: row.at.toISOString(),
    })),
  };
}
