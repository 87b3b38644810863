import { AppError } from '../../lib/app-error';
import type { Principal } from '../../lib/principal';
import type { FileRecord } from '../files';
import type { Change, OperationLogRepository } from '../operation-log';
import type { BannerActor, BannersServiceDeps } from './banners-deps';
import type { BannerRecord } from './banners.repository';

export const IMAGE = 'banner_image';

export function requireBanner({ banners }: Pick<BannersServiceDeps, 'banners'>) {
  return async (id: number): Promise<BannerRecord> => {
    const record = await banners.findById(id);
    if (!record) throw new AppError('BANNER_NOT_FOUND');
    return record;
  };
}

/** The image must be the caller's (or their organisation's) own upload, a jpg or png, not another record's. */
export function checkImage({ files }: Pick<BannersServiceDeps, 'files'>) {
  return async (principal: Principal, fileId: string, bannerId?: number): Promise<FileRecord> => {
    const [record] = await files.checkUsable(principal, {
      businessType: IMAGE,
      ...(bannerId === undefined ? {} : { businessId: bannerId }),
      fileIds: [fileId],
    });
    return record!;
  };
}

/** Logs a change of banners in the caller's transaction, with the caller's address. */
export function recordBannerChange({ operationLog }: Pick<BannersServiceDeps, 'operationLog'>) {
  return (actor: BannerActor, change: Change, logs: OperationLogRepository) =>
    operationLog.record(
      {
        userId: actor.principal.userId,
        tenantId: actor.principal.tenantId,
        ...(actor.ip ? { ip: actor.ip } : {}),
      },
      change,
      logs,
    );
}
