import { describe, expect, it } from 'vitest';
import {
  depositIdOfRefundReference,
  depositReference,
  depositRefundReference,
  mistypedDepositReferenceIn,
  paymentReferencesIn,
} from './payment-reference';

describe('payment references in transfer notes', () => {
  it('gives each bidder and lot its own deposit reference with two check digits', () => {
    const reference = depositReference(1024, 3387);
    expect(reference).toMatch(/^BZJ1024-3387-\d{2}$/);
    expect(depositReference(1, 23)).not.toBe(depositReference(12, 3));
    expect(paymentReferencesIn(`保证金 ${reference}`)).toEqual([
      { kind: 'deposit', reference, lotId: 1024, userId: 3387 },
    ]);
  });

  it('reads a reference as banks pass notes on: lower case, spaces and full-width dashes', () => {
    const reference = depositReference(7, 42);
    const mangled = reference.toLowerCase().replace(/-/g, ' － ');
    expect(paymentReferencesIn(`转账 ${mangled} 李明`)).toEqual([
      { kind: 'deposit', reference, lotId: 7, userId: 42 },
    ]);
  });

  it('never reads a mistyped deposit reference as another bidder’s', () => {
    const reference = depositReference(1024, 3387);
    const typo = reference.replace('3387', '3378');
    expect(paymentReferencesIn(typo)).toEqual([]);
    expect(mistypedDepositReferenceIn(`保证金 ${typo}`)).toBe(typo);
    expect(mistypedDepositReferenceIn(`保证金 ${reference}`)).toBeUndefined();
  });

  it('finds an order number, and both kinds in one note', () => {
    const note = `货款 DD20261127093015000123 及 ${depositReference(5, 6)}`;
    expect(paymentReferencesIn(note).map((found) => found.reference)).toEqual([
      depositReference(5, 6),
      'DD20261127093015000123',
    ]);
    expect(paymentReferencesIn('货款 dd 20261127093015000123')).toEqual([
      { kind: 'order', reference: 'DD20261127093015000123', orderNo: 'DD20261127093015000123' },
    ]);
  });

  it('names a refund by the deposit it returns, and reads it back', () => {
    expect(depositRefundReference(123)).toBe('TK00000123');
    expect(depositIdOfRefundReference(' tk00000123 ')).toBe(123);
    expect(depositIdOfRefundReference('BZJ1-2-03')).toBeUndefined();
  });
});
