import { describe, expect, it } from 'vitest';
import { deadlineLeft } from './payment-deadline';

const NOW = Date.parse('2026-11-25T08:00:00.000Z');
const deadline = (hoursFromNow: number) => new Date(NOW + hoursFromNow * 3600_000).toISOString();

describe('the payment deadline a buyer reads', () => {
  it('counts down while the order waits for payment, and is urgent in its last day', () => {
    expect(deadlineLeft({ status: 'awaiting_payment', paymentDeadlineAt: deadline(50) }, NOW)).toEqual({
      text: '剩余 2天 02:00:00',
      urgent: false,
    });
    expect(deadlineLeft({ status: 'awaiting_payment', paymentDeadlineAt: deadline(2) }, NOW)).toMatchObject({
      urgent: true,
    });
  });

  it('says 已到期 once the deadline passed, and that it pauses while a voucher is reviewed', () => {
    expect(deadlineLeft({ status: 'awaiting_payment', paymentDeadlineAt: deadline(-1) }, NOW)).toEqual({
      text: '已到期',
      urgent: true,
    });
    expect(deadlineLeft({ status: 'payment_submitted', paymentDeadlineAt: deadline(-1) }, NOW)?.text).toBe(
      '凭证审核中，期限暂停',
    );
  });

  it('has nothing to say once the order is paid', () => {
    expect(deadlineLeft({ status: 'paid', paymentDeadlineAt: deadline(-1) }, NOW)).toBeNull();
  });
});
