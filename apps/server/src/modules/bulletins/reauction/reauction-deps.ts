import type { FilesRepository } from '../../files';
import type { OperationLogRepository, OperationLogService } from '../../operation-log';
import type { BulletinsServiceDeps } from '../bulletins-deps';
import type { BulletinsRepository } from '../bulletins.repository';

/** The repositories of one transaction: the new draft, its files' copies and the log's record commit together. */
export interface ReauctionWithin {
  bulletins: BulletinsRepository;
  files: FilesRepository;
  logs: OperationLogRepository;
}

/** What 重新拍卖 is given besides the seller's use cases' dependencies. */
export interface ReauctionDeps extends BulletinsServiceDeps {
  operationLog: Pick<OperationLogService, 'record'>;
  transaction<T>(work: (within: ReauctionWithin) => Promise<T>): Promise<T>;
}
