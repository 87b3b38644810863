/**
 * A lot's quantity as people write it: "3 台", "120.5 吨", "1,200 件". The database keeps three
 * decimals ("3.000"); trailing zeros go, thousands are grouped, the unit is its label (吨), not
 * its dictionary value (ton).
 */
export function formatQuantity(quantity: string | number, unitLabel: string): string {
  const value = typeof quantity === 'number' ? quantity : Number(quantity);
  if (!Number.isFinite(value)) return `${quantity} ${unitLabel}`.trim();
  const text = value.toLocaleString('zh-CN', { maximumFractionDigits: 3, useGrouping: true });
  return unitLabel ? `${text} ${unitLabel}` : text;
}
