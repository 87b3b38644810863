import { describe, expect, it } from 'vitest';
import { buyerOf } from './order-status';

describe('how an order names its buyer', () => {
  it('names the company and the person who bought for it', () => {
    expect(buyerOf({ buyerName: '周建华', buyerOrgName: '无锡惠达再生金属有限公司' })).toBe(
      '无锡惠达再生金属有限公司（周建华）',
    );
  });

  it('names only the person who bought for themselves', () => {
    expect(buyerOf({ buyerName: '李明', buyerOrgName: '李明（个人）' })).toBe('李明');
    expect(buyerOf({ buyerName: '陈静', buyerOrgName: '个人用户 138****0005' })).toBe('陈静');
  });
});
