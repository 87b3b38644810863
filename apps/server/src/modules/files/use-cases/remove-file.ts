import type { FileBusinessType } from '@lyp/shared/files/file.schemas';
import { AppError } from '../../../lib/app-error';
import type { Principal } from '../../../lib/principal';
import { BUSINESS_USAGE } from '../file-usage';
import type { FilesServiceDeps } from '../files-deps';

/** Deletes an upload of the caller's that no record uses yet. */
export function removeFile(deps: FilesServiceDeps) {
  const { files, storage, clock } = deps;
  return async (principal: Principal, id: string): Promise<void> => {
    const record = await files.findLive(id);
    if (!record || record.ownerUserId !== principal.userId) throw new AppError('FILE_NOT_FOUND');
    if (record.businessType) {
      const usage = BUSINESS_USAGE[record.businessType as FileBusinessType]?.label ?? '业务记录';
      throw new AppError('FILE_IN_USE', { params: { usage } });
    }
    await files.markDeleted(id, clock.now());
    await storage.remove(record.storageKey);
    await deps.variants.removeAll(record.storageKey);
  };
}
