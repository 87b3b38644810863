const DIGITS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'];
const PLACES = ['', '拾', '佰', '仟'];
const GROUPS = ['', '万', '亿', '万亿'];
const AMOUNT_PATTERN = /^\d+(\.\d+)?$/;

/**
 * An amount in yuan written in Chinese capitals, as contracts and receipts need it:
 * 1234.5 → 壹仟贰佰叁拾肆元伍角, 1001 → 壹仟零壹元整, 0 → 零.
 * Only a non-negative number (or numeric string) with an optional decimal part is accepted;
 * anything else gives an empty string. Decimals beyond the fen are rounded half up.
 */
export function toChineseCapitals(amount: unknown): string {
  const text = typeof amount === 'number' ? (Number.isFinite(amount) ? String(amount) : '') : amount;
  if (typeof text !== 'string' || !AMOUNT_PATTERN.test(text)) return '';

  const [integerText = '0', fractionText = ''] = text.split('.');
  let fen = BigInt(integerText) * 100n + BigInt((fractionText + '00').slice(0, 2));
  if (Number(fractionText[2] ?? '0') >= 5) fen += 1n;
  if (fen === 0n) return '零';

  const yuan = fen / 100n;
  const jiao = Number((fen / 10n) % 10n);
  const cents = Number(fen % 10n);
  if (yuan >= 10n ** 16n) return '';

  const integerPart = yuan > 0n ? `${writeInteger(yuan.toString())}元` : '';
  if (jiao === 0 && cents === 0) return `${integerPart}整`;
  const jiaoPart = jiao > 0 ? `${DIGITS[jiao]}角` : integerPart ? '零' : '';
  const fenPart = cents > 0 ? `${DIGITS[cents]}分` : '';
  return integerPart + jiaoPart + fenPart;
}

function writeInteger(digits: string): string {
  let written = '';
  let zeroPending = false;
  let groupHasDigit = false;
  for (let index = 0; index < digits.length; index += 1) {
    const digit = Number(digits[index]);
    const position = digits.length - 1 - index;
    if (digit === 0) {
      zeroPending = written.length > 0;
    } else {
      if (zeroPending) written += DIGITS[0];
      written += `${DIGITS[digit]}${PLACES[position % 4]}`;
      zeroPending = false;
      groupHasDigit = true;
    }
    if (position % 4 === 0) {
      if (groupHasDigit) written += GROUPS[position / 4];
      groupHasDigit = false;
    }
  }
  return written;
}
