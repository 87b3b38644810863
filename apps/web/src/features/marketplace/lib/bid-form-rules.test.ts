import { describe, expect, it } from 'vitest';
import { bidAmountProblem, maxAmountProblem, roundUpToGrid, stepAmounts } from './bid-form-rules';
import { liveStateFixture } from './live-state.fixture';

const live = liveStateFixture();

describe('the bid form’s rules', () => {
  it('accept the next minimum and any amount on the grid above it', () => {
    expect(bidAmountProblem(130_000, live)).toBeUndefined();
    expect(bidAmountProblem(190_000, live)).toBeUndefined();
  });

  it('name the minimum when the amount is below it', () => {
    expect(bidAmountProblem(120_000, live)).toBe('出价须不低于 ¥1,300.00');
  });

  it('name the increment when the amount is off the grid', () => {
    expect(bidAmountProblem(135_000, live)).toBe('出价须为起拍价加若干个加价幅度（每次加价 ¥100.00）');
    expect(maxAmountProblem(155_000, live)).toBe('最高价须为起拍价加若干个加价幅度（每次加价 ¥100.00）');
  });

  it('ask for an amount when there is none', () => {
    expect(bidAmountProblem(undefined, live)).toBe('请输入出价金额');
    expect(maxAmountProblem(undefined, live)).toBe('请输入最高价');
  });

  it('round a typed amount up to the grid, and never below the start', () => {
    expect(roundUpToGrid(131_000, live)).toBe(140_000);
    expect(roundUpToGrid(140_000, live)).toBe(140_000);
    expect(roundUpToGrid(5_000, live)).toBe(100_000);
  });

  it('offer the next minimum and one, two and five increments above it', () => {
    expect(stepAmounts(live).map((step) => step.amountFen)).toEqual([130_000, 140_000, 150_000, 180_000]);
  });
});
