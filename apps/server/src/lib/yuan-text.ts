/**
 * An amount as banks print it, in fen: "8,000.00", "¥8000", "-1,200.5", "(300.00)", "8000元".
 * Exact (no floating point on the way); undefined for anything else, or more than 2 decimals.
 */
export function fenOfYuanText(text: string): number | undefined {
  let cleaned = text.replace(/[\s,，¥￥元]|RMB|CNY/gi, '');
  let sign = 1;
  const bracketed = /^\((.*)\)$/.exec(cleaned);
  if (bracketed) {
    cleaned = bracketed[1]!;
    sign = -1;
  }
  if (cleaned.startsWith('-')) {
    sign = -sign;
    cleaned = cleaned.slice(1);
  } else if (cleaned.startsWith('+')) cleaned = cleaned.slice(1);
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return undefined;
  const fen = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(fen) ? sign * fen : undefined;
}
