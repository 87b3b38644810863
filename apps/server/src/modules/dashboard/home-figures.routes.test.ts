import type { CompanyHomeInfo, MonthFigures } from '@lyp/shared/dashboard/dashboard.schemas';
import { TREND_MONTHS } from '@lyp/shared/dashboard/dashboard.schemas';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dataOf, useAuctionApp } from '../../../test/auction-fixtures';
import { errorOf } from '../../../test/bulletin-fixtures';
import { payOrder, soldOrder } from '../../../test/order-fixtures';
import { createHomeFiguresRepository } from './home-figures.repository';
import { createHomeFiguresService } from './home-figures.service';

/** 工作台's figures: a seller's income and a buyer's spending by month, and the company card. */

const { t, tokens } = useAuctionApp();

const figures = async (name: 'homeIncomeTrend' | 'homeConsumeBar', token: string) =>
  dataOf<MonthFigures[]>(await t.call('GET', name, { token }));
const thisMonth = (months: MonthFigures[]) => months.at(-1)!;
const companyInfo = async (token: string) =>
  dataOf<CompanyHomeInfo | null>(await t.call('GET', 'homeCompanyInfo', { token }));

/** The month of `at` in China time, as YYYY-MM. */
const chinaMonth = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit' })
    .format(at)
    .slice(0, 7);

describe('the monthly figures', () => {
  it('count a sale in the seller’s income and the buyer’s spending once its payment is confirmed', async () => {
    const incomeBefore = thisMonth(await figures('homeIncomeTrend', tokens.seller));
    const { order, buyer, loser } = await soldOrder(t, tokens, { priceFen: 200_000 });
    // Sold but unpaid: no money has changed hands yet.
    expect(thisMonth(await figures('homeConsumeBar', buyer.token))).toMatchObject({
      orders: 0,
      amountFen: 0,
    });

    dataOf(await payOrder(t, buyer.token, order.id));
    dataOf(
      await t.call('POST', 'platformOrderPaymentAudit', {
        token: tokens.auditor,
        body: { orderId: order.id, approved: true },
      }),
    );

    const spending = await figures('homeConsumeBar', buyer.token);
    expect(spending).toHaveLength(TREND_MONTHS);
    expect(thisMonth(spending)).toEqual({ month: chinaMonth(t.clock.now()), orders: 1, amountFen: 200_000 });
    expect(spending.slice(0, -1).every((month) => month.orders === 0 && month.amountFen === 0)).toBe(true);
    const income = thisMonth(await figures('homeIncomeTrend', tokens.seller));
    expect(income.orders).toBe(incomeBefore.orders + 1);
    expect(income.amountFen - incomeBefore.amountFen).toBe(200_000 - order.commissionFen);
    // The other bidder spent nothing.
    expect(thisMonth(await figures('homeConsumeBar', loser.token)).amountFen).toBe(0);

    // A payment confirmed at 00:30 on 1 November in China counts in November, at 23:30 the
    // evening before in October.
    const repository = createHomeFiguresRepository(t.database.db);
    const monthOfPayment = async (paidAt: string) => {
      await t.database.db.execute(
        sql`update orders set paid_at = ${paidAt}::timestamptz where id = ${order.id}`,
      );
      const months = await repository.spendingByMonth(buyer.userId, new Date('2026-11-20T04:00:00.000Z'), 12);
      return months.filter((month) => month.orders > 0).map((month) => month.month);
    };
    expect(await monthOfPayment('2026-10-31T16:30:00.000Z')).toEqual(['2026-11']);
    expect(await monthOfPayment('2026-10-31T15:30:00.000Z')).toEqual(['2026-10']);
  });

  it('run the twelve months up to the current one in China time, in order', async () => {
    // 2027-02-28 17:00 UTC is already 1 March in China.
    const figuresAt = createHomeFiguresRepository(t.database.db);
    const months = (
      await figuresAt.spendingByMonth(1, new Date('2027-02-28T17:00:00.000Z'), TREND_MONTHS)
    ).map((month) => month.month);
    expect(months[0]).toBe('2026-04');
    expect(months.at(-1)).toBe('2027-03');
    expect(new Set(months).size).toBe(TREND_MONTHS);
  });

  it('keep the income trend to those who manage a seller’s orders', async () => {
    const refused = await t.call('GET', 'homeIncomeTrend', { token: tokens.buyer });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).msg).toContain('查看订单管理');
  });
});

describe('the company card', () => {
  it('shows the company the seller acts for, and nothing for a person acting for themselves', async () => {
    const company = await companyInfo(tokens.seller);
    expect(company).not.toBeNull();
    expect(company!.name).toMatch(/公司/);
    expect(company!.certifiedAt).not.toBeNull();
    expect(company!.members).toBeGreaterThanOrEqual(1);
    const { buyer } = await soldOrder(t, tokens);
    expect(await companyInfo(buyer.token)).toBeNull();
  });

  it('keeps the company’s money from a member who may not see its orders', async () => {
    const company = (await companyInfo(tokens.seller))!;
    const service = createHomeFiguresService({
      figures: createHomeFiguresRepository(t.database.db),
      clock: t.clock,
    });
    const member = { userId: 1, tenantId: 1, orgId: company.orgId, tokenId: 1, mustChangePassword: false };
    const bidderOnly = await service.companyInfo({ ...member, permissions: new Set() });
    expect(bidderOnly).toMatchObject({ name: company.name, incomeFen: null, spentFen: null });
    const manager = await service.companyInfo({
      ...member,
      permissions: new Set([PERMISSIONS.orderManageView.code, PERMISSIONS.myOrderView.code]),
    });
    expect(manager).toMatchObject({ incomeFen: expect.any(Number), spentFen: expect.any(Number) });
  });
});
