/**
 * What a payer writes in the transfer note (转账附言) so the platform's bank statement tells whose
 * money it is: a deposit's reference, known before the transfer (one per bidder and lot), or an
 * order's number. The deposit reference carries two check digits (ISO 7064 MOD 97-10, as IBANs
 * do), so a mistyped digit never confirms someone else's deposit.
 */

const DEPOSIT_PREFIX = 'BZJ';

function checkDigits(lotId: number, userId: number): string {
  const number = BigInt(lotId) * 10n ** 10n + BigInt(userId);
  return String(98n - ((number * 100n) % 97n)).padStart(2, '0');
}

/** 保证金 reference of a bidder for a lot: BZJ1024-3387-41. */
export function depositReference(lotId: number, userId: number): string {
  return `${DEPOSIT_PREFIX}${lotId}-${userId}-${checkDigits(lotId, userId)}`;
}

export type PaymentReference =
  | { kind: 'deposit'; reference: string; lotId: number; userId: number }
  | { kind: 'order'; reference: string; orderNo: string };

const DEPOSIT_PATTERN = /BZJ\s*(\d{1,9})\s*[-－—_ ]\s*(\d{1,9})\s*[-－—_ ]\s*(\d{2})/gi;
const ORDER_PATTERN = /DD\s*(\d{20})/gi;

/**
 * Every reference a transfer note carries, as banks pass notes on: upper or lower case, spaces
 * and full-width dashes inserted. A deposit reference whose check digits disagree is not one.
 */
export function paymentReferencesIn(note: string): PaymentReference[] {
  const found: PaymentReference[] = [];
  for (const match of note.matchAll(DEPOSIT_PATTERN)) {
    const [lotId, userId] = [Number(match[1]), Number(match[2])];
    if (checkDigits(lotId, userId) === match[3])
      found.push({ kind: 'deposit', reference: depositReference(lotId, userId), lotId, userId });
  }
  for (const match of note.matchAll(ORDER_PATTERN))
    found.push({ kind: 'order', reference: `DD${match[1]}`, orderNo: `DD${match[1]}` });
  return found;
}

/** The reference a refund of a deposit quotes, and a batch payment file names it by. */
export function depositRefundReference(depositId: number): string {
  return `TK${String(depositId).padStart(8, '0')}`;
}

/** The deposit a refund reference names, or undefined. */
export function depositIdOfRefundReference(reference: string): number | undefined {
  const match = /^TK(\d{8,})$/i.exec(reference.trim());
  return match ? Number(match[1]) : undefined;
}

/** Text shaped like a deposit reference whose check digits disagree: most likely mistyped. */
export function mistypedDepositReferenceIn(note: string): string | undefined {
  for (const match of note.matchAll(DEPOSIT_PATTERN))
    if (checkDigits(Number(match[1]), Number(match[2])) !== match[3]) return match[0].trim();
  return undefined;
}
