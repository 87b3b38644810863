/** Which sale of a line a lot is, in words: pure, so a public page takes it without zod. */
const ROUND_NAMES = ['', '一', '二', '三', '四', '五', '六', '七', '八', '九', '十'];

/** 第二次拍卖, 第三次拍卖 … (past ten in figures). */
export function roundLabel(round: number): string {
  return `第${ROUND_NAMES[round] ?? String(round)}次拍卖`;
}
