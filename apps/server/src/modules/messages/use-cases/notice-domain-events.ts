import type { DomainEventSubscriber } from '../../../lib/domain-events';
import type { Notify } from '../messages-deps';
import { depositReturnedNotice, paymentNotice } from '../deposit-notices';
import { invoicedNotice, paymentReviewedNotice, weighedNotice } from '../order-notices';
import {
  bulletinNotice,
  certificationNotice,
  companyAuthNotice,
  qualificationNotice,
} from '../review-notices';

/**
 * The facts other modules publish that someone is told of by a site message: each becomes its
 * notice, written and announced before the publisher answers (a failure is the bus's to log).
 */
export function noticeDomainEvents(events: DomainEventSubscriber, notify: Notify) {
  events.on('deposit.payment-reviewed', (fact) => notify([paymentNotice(fact)]));
  events.on('deposit.returned', (fact) => notify([depositReturnedNotice(fact)]));
  events.on('order.weighed', (fact) => notify([weighedNotice(fact)]));
  events.on('order.invoiced', (fact) => notify([invoicedNotice(fact)]));
  events.on('order.payment-reviewed', (fact) => notify([paymentReviewedNotice(fact)]));
  events.on('certification.reviewed', (fact) => notify([certificationNotice(fact)]));
  events.on('company-auth.reviewed', (fact) => notify([companyAuthNotice(fact)]));
  events.on('qualification.reviewed', (fact) => notify([qualificationNotice(fact)]));
  events.on('bulletin.decided', (fact) =>
    notify([bulletinNotice({ ...fact, outcome: fact.approved ? 'approve' : 'reject', at: fact.decidedAt })]),
  );
  events.on('bulletin.revoked', (fact) =>
    notify([bulletinNotice({ ...fact, outcome: 'revoke', at: fact.revokedAt })]),
  );
}
