import { defaultDepositFen, depositRangeFen } from '@lyp/shared/auction/auction-rules';

/**
 * The seller types yuan (two decimals at most); the API takes integer fen. Rounding absorbs
 * binary fractions (19.99 × 100 = 1998.9999…), never a real third decimal: the inputs allow two.
 */
export function yuanToFen(yuan: number): number {
  return Math.round(yuan * 100);
}

export function fenToYuan(fen: number): number {
  return fen / 100;
}

/** Whole yuan as people write them in hints: ¥1,000 (deposits are whole yuan). */
export function formatWholeYuan(fen: number): string {
  return `¥${(fen / 100).toLocaleString('zh-CN', { maximumFractionDigits: 2 })}`;
}

/** The deposit a starting price suggests (10 %, whole yuan), in yuan. */
export function defaultDepositYuan(startPriceYuan: number): number {
  return fenToYuan(defaultDepositFen(yuanToFen(startPriceYuan)));
}

/** 「默认 10%（¥1,000），可设 ¥500–¥2,000」: what the deposit field says under itself. */
export function depositHint(startPriceYuan: number | null | undefined): string {
  if (!startPriceYuan || startPriceYuan <= 0) return '默认为起拍价的 10%，可设 5%–20%（整元）';
  const startFen = yuanToFen(startPriceYuan);
  const range = depositRangeFen(startFen);
  const allowed =
    range.min === range.max
      ? formatWholeYuan(range.min)
      : `${formatWholeYuan(range.min)}–${formatWholeYuan(range.max)}`;
  return `默认 10%（${formatWholeYuan(defaultDepositFen(startFen))}），可设 ${allowed}`;
}

/** Why a deposit is refused, or undefined: within 5–20 % of the start and whole yuan. */
export function depositProblem(
  depositYuan: number,
  startPriceYuan: number | null | undefined,
): string | undefined {
  const depositFen = yuanToFen(depositYuan);
  if (depositFen % 100 !== 0) return '保证金须为整元';
  if (!startPriceYuan || startPriceYuan <= 0) return undefined;
  const range = depositRangeFen(yuanToFen(startPriceYuan));
  if (depositFen < range.min || depositFen > range.max) {
    const allowed =
      range.min === range.max
        ? formatWholeYuan(range.min)
        : `${formatWholeYuan(range.min)}–${formatWholeYuan(range.max)}`;
    return `保证金须为起拍价的 5%–20%（本标的可设 ${allowed}）`;
  }
  return undefined;
}
