import { describe, expect, it } from 'vitest';
import {
  defaultDepositYuan,
  depositHint,
  depositProblem,
  fenToYuan,
  formatWholeYuan,
  yuanToFen,
} from './money';

describe('yuan and fen', () => {
  it('turns what the seller types in yuan into whole fen, without binary fractions', () => {
    expect(yuanToFen(19.99)).toBe(1999);
    expect(yuanToFen(0.1 + 0.2)).toBe(30);
    expect(yuanToFen(360_000)).toBe(36_000_000);
    expect(fenToYuan(1999)).toBe(19.99);
  });

  it('writes whole yuan with grouped thousands', () => {
    expect(formatWholeYuan(200_000)).toBe('¥2,000');
    expect(formatWholeYuan(100)).toBe('¥1');
  });
});

describe('the deposit', () => {
  it('defaults to 10 % of the starting price in whole yuan', () => {
    expect(defaultDepositYuan(10_000)).toBe(1000);
    expect(defaultDepositYuan(12_345.67)).toBe(1235);
    // Never under ¥1.
    expect(defaultDepositYuan(3)).toBe(1);
  });

  it('says its default and the range the starting price allows', () => {
    expect(depositHint(10_000)).toBe('默认 10%（¥1,000），可设 ¥500–¥2,000');
    expect(depositHint(3)).toBe('默认 10%（¥1），可设 ¥1');
    expect(depositHint(undefined)).toBe('默认为起拍价的 10%，可设 5%–20%（整元）');
  });

  it('must be whole yuan within 5–20 % of the starting price', () => {
    expect(depositProblem(1000, 10_000)).toBeUndefined();
    expect(depositProblem(500, 10_000)).toBeUndefined();
    expect(depositProblem(2000, 10_000)).toBeUndefined();
    expect(depositProblem(499, 10_000)).toBe('保证金须为起拍价的 5%–20%（本标的可设 ¥500–¥2,000）');
    expect(depositProblem(2001, 10_000)).toBe('保证金须为起拍价的 5%–20%（本标的可设 ¥500–¥2,000）');
    expect(depositProblem(1000.5, 10_000)).toBe('保证金须为整元');
  });
});
