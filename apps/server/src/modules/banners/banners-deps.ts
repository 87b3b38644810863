import type { Clock } from '../../lib/clock';
import type { Principal } from '../../lib/principal';
import type { createFilesRepository, FilesService } from '../files';
import type { OperationLogRepository, OperationLogService } from '../operation-log';
import type { BannersRepository } from './banners.repository';

/** The repositories a change writes through, bound to one transaction. */
export interface BannerWriteScope {
  banners: BannersRepository;
  files: Pick<ReturnType<typeof createFilesRepository>, 'rebind' | 'release'>;
  logs: OperationLogRepository;
}

export interface BannersServiceDeps {
  banners: BannersRepository;
  files: Pick<FilesService, 'checkUsable'>;
  operationLog: Pick<OperationLogService, 'record'>;
  clock: Clock;
  /** Runs `work` in one transaction: the banner, its image's binding and the log entry commit together. */
  transaction<T>(work: (scope: BannerWriteScope) => Promise<T>): Promise<T>;
}

/** Who is changing banners: the caller, and the address the log keeps. */
export interface BannerActor {
  principal: Principal;
  ip?: string;
}
