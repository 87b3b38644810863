import type { StatementExceptionsDeps } from './statement-exception-access';
import { exceptionCandidates } from './use-cases/exception-candidates';
import { matchException } from './use-cases/match-exception';
import { rejectException } from './use-cases/reject-exception';

/**
 * 待处理: the credits a statement could not match, settled by a person: matched to a waiting
 * deposit or order of the same amount (through the same checks as an import), or rejected.
 */
export function createStatementExceptions(deps: StatementExceptionsDeps) {
  return {
    candidates: exceptionCandidates(deps),
    match: matchException(deps),
    reject: rejectException(deps),
  };
}
