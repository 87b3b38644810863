import type { CompanyHomeInfo, MonthFigures } from '@lyp/shared/dashboard/dashboard.schemas';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** Orders whose goods payment the seller (or platform) confirmed: money that changed hands. */
const PAID = sql`o.status in ('paid', 'completed')`;

/**
 * The personal home's figures. Months are calendar months in China time, counted by when the
 * payment was confirmed; every month of the span is answered, empty ones with zeros.
 */
export function createHomeFiguresRepository(db: Db) {
  async function monthly(now: Date, months: number, amount: SQL, mine: SQL): Promise<MonthFigures[]> {
    const at = sql`(${now.toISOString()}::timestamptz at time zone 'Asia/Shanghai')`;
    const rows = await db.execute<{ month: string; orders: number; amountFen: string }>(sql`
      select to_char(m, 'YYYY-MM') as month,
             count(o.id)::int as orders,
             coalesce(sum(${amount}), 0)::bigint as "amountFen"
        from generate_series(date_trunc('month', ${at}) - make_interval(months => ${months - 1}),
                             date_trunc('month', ${at}), interval '1 month') m
        left join orders o
          on date_trunc('month', o.paid_at at time zone 'Asia/Shanghai') = m
         and ${PAID} and ${mine}
       group by m
       order by m`);
    return rows.rows.map((row) => ({
      month: row.month,
      orders: row.orders,
      amountFen: Number(row.amountFen),
    }));
  }

  return {
    /** What the seller organisation received: the price less the platform's commission. */
    incomeByMonth: (orgId: number, now: Date, months: number) =>
      monthly(now, months, sql`o.price_fen - o.commission_fen`, sql`o.seller_org_id = ${orgId}`),

    /** What the buyer paid for the lots they won. */
    spendingByMonth: (userId: number, now: Date, months: number) =>
      monthly(now, months, sql`o.price_fen`, sql`o.buyer_user_id = ${userId}`),

    /** The company organisation at a glance; undefined for a personal or platform one. */
    async companyInfo(orgId: number): Promise<CompanyHomeInfo | undefined> {
      const result = await db.execute<
        Omit<CompanyHomeInfo, 'certifiedAt' | 'incomeFen' | 'spentFen'> & {
          certifiedAt: Date | null;
          incomeFen: string;
          spentFen: string;
        }
      >(sql`
        select g.id as "orgId", g.name, g.company_code as "companyCode",
               g.contact_person as "contactPerson", g.contact_phone as "contactPhone",
               nullif(concat_ws(' ', g.company_addr, g.detail_addr), '') as address,
               (select max(c.reviewed_at) from company_certifications c
                 where c.org_id = g.id and c.status = 'approved') as "certifiedAt",
               (select count(*)::int from user_organisations uo where uo.org_id = g.id) as members,
               (select count(*)::int from bulletins b
                 where b.seller_org_id = g.id and b.status in ('published', 'bidding', 'ended'))
                 as "publishedBulletins",
               (select count(*)::int from orders o
                 where o.seller_org_id = g.id and o.status <> 'defaulted') as "lotsSold",
               (select coalesce(sum(o.price_fen - o.commission_fen), 0) from orders o
                 where o.seller_org_id = g.id and ${PAID}) as "incomeFen",
               (select coalesce(sum(o.price_fen), 0) from orders o
                 where o.buyer_org_id = g.id and ${PAID}) as "spentFen"
          from organisations g
         where g.id = ${orgId} and g.type = 'company'`);
      const row = result.rows[0];
      if (!row) return undefined;
      return {
        ...row,
        certifiedAt: row.certifiedAt ? new Date(row.certifiedAt).toISOString() : null,
        incomeFen: Number(row.incomeFen),
        spentFen: Number(row.spentFen),
      };
    },
  };
}

export type HomeFiguresRepository = ReturnType<typeof createHomeFiguresRepository>;
