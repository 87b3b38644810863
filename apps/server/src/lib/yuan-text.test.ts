import { describe, expect, it } from 'vitest';
import { fenOfYuanText } from './yuan-text';

describe('amounts as banks print them', () => {
  it.each([
    ['8,000.00', 800_000],
    ['¥8000', 800_000],
    ['8000元', 800_000],
    ['0.1', 10],
    ['-1,200.5', -120_050],
    ['(300.00)', -30_000],
    [' 12 345.67 ', 1_234_567],
    ['+25.00', 2_500],
  ])('reads %s as %i fen', (text, fen) => {
    expect(fenOfYuanText(text)).toBe(fen);
  });

  it.each(['', '—', '1.234', 'abc', '1.2.3', '12,3a'])('reads %s as no amount', (text) => {
    expect(fenOfYuanText(text)).toBeUndefined();
  });
});
