import type { Clock } from '../../lib/clock';
import type { OperationLogService } from '../operation-log';
import type { MembersRepository } from './members.repository';

export interface MembersServiceDeps {
  members: MembersRepository;
  clock: Clock;
  operationLog: Pick<OperationLogService, 'record'>;
  /** Signs a user out everywhere (marks their tokens revoked). */
  revokeAllSessions(userId: number, reason: string): Promise<void>;
}
