import type { TodoItem } from '@lyp/shared/dashboard/dashboard.schemas';
import { describe, expect, it } from 'vitest';
import { dataOf, useAuctionApp } from '../../../test/auction-fixtures';
import { addDraft, addSubmitted } from '../../../test/bulletin-fixtures';
import { soldOrder } from '../../../test/order-fixtures';
import { addTenantWithAdmin } from '../../../test/role-admin-fixtures';

/** 待办 on the personal home: each role's queues, counted for the caller only. */

const { t, tokens } = useAuctionApp();

const todo = async (token: string) => dataOf<TodoItem[]>(await t.call('GET', 'homeTodo', { token }));
const countOf = (items: TodoItem[], key: string) => items.find((item) => item.key === key)?.count;

describe('the to-do counts (待办)', () => {
  it('show a buyer their orders to pay, and link to them', async () => {
    const { buyer, loser } = await soldOrder(t, tokens);
    const items = await todo(buyer.token);
    expect(items.find((item) => item.key === 'ordersToPay')).toEqual({
      key: 'ordersToPay',
      label: '待付款订单',
      count: 1,
      path: '/personalcenter/myOrder?status=awaiting_payment',
    });
    expect(countOf(await todo(loser.token), 'ordersToPay')).toBe(0);
    // A buyer holds no review queue.
    expect(countOf(items, 'bulletinsToReview')).toBeUndefined();
  });

  it('count a seller’s drafts and an auditor’s waiting bulletins, within their own tenant', async () => {
    const [sellerBefore, auditorBefore] = [await todo(tokens.seller), await todo(tokens.auditor)];
    await addDraft(t, tokens.seller);
    await addSubmitted(t, tokens.seller);
    expect(countOf(await todo(tokens.seller), 'drafts')).toBe(countOf(sellerBefore, 'drafts')! + 1);
    expect(countOf(await todo(tokens.auditor), 'bulletinsToReview')).toBe(
      countOf(auditorBefore, 'bulletinsToReview')! + 1,
    );
    const other = await addTenantWithAdmin(t);
    expect(countOf(await todo(other.admin.token), 'bulletinsToReview')).toBe(0);
  });

  it('is refused to visitors', async () => {
    expect((await t.call('GET', 'homeTodo')).statusCode).toBe(401);
  });
});
