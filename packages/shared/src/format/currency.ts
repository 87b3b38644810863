const cny = new Intl.NumberFormat('zh-CN', { style: 'currency', currency: 'CNY' });

/** Yuan as zh-CN CNY: 1234.5 → ¥1,234.50. */
export function formatCny(yuan: number): string {
  return cny.format(yuan);
}

/** Money is integer fen in code; this is the only place it becomes yuan for display. */
export function fenToYuan(fen: number): number {
  return fen / 100;
}

export function formatFen(fen: number): string {
  return formatCny(fenToYuan(fen));
}
