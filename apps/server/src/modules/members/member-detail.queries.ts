import type { DbOrTx } from '../../db/client';
import { createMemberCertificationQueries } from './member-certification.queries';
import { createMemberHistoryQueries } from './member-history.queries';

export { BAR_ACTIONS, UNBAR_ACTIONS } from './member-history.queries';

/** Everything the details drawer shows beside the member's row, each read limited to that member. */
export function createMemberDetailQueries(db: DbOrTx) {
  return {
    ...createMemberCertificationQueries(db),
    ...createMemberHistoryQueries(db),
  };
}

export type MemberDetailQueries = ReturnType<typeof createMemberDetailQueries>;
