import type { FileBusinessType } from '@lyp/shared/files/file.schemas';
import { AppError } from '../../../lib/app-error';
import type { Principal } from '../../../lib/principal';
import type { FileKind } from '../file-kind';
import { BUSINESS_USAGE, notUsable } from '../file-usage';
import type { FilesServiceDeps } from '../files-deps';
import type { FileRecord } from '../files.repository';

/**
 * The checks of bind, without binding: for a record that does not exist yet (businessId
 * undefined), or one whose files move from records it replaces (`replacing`, same type).
 * Someone else's file answers exactly like a missing one: its name is not theirs to learn.
 */
export function checkUsableFiles(deps: FilesServiceDeps) {
  const { files } = deps;
  return async (
    principal: Principal,
    target: {
      businessType: FileBusinessType;
      businessId?: number;
      replacing?: number[];
      fileIds: string[];
    },
  ): Promise<FileRecord[]> => {
    const usage = BUSINESS_USAGE[target.businessType];
    const ids = [...new Set(target.fileIds)];
    const found = new Map((await files.findManyLive(ids)).map((record) => [record.id, record]));
    const records: FileRecord[] = [];
    for (const id of ids) {
      const record = found.get(id);
      if (!record || (record.ownerUserId !== principal.userId && record.ownerOrgId !== principal.orgId)) {
        throw new AppError('FILE_NOT_FOUND');
      }
      const free =
        record.businessType === null ||
        (record.businessType === target.businessType &&
          record.businessId !== null &&
          (record.businessId === target.businessId || (target.replacing ?? []).includes(record.businessId)));
      if (!usage.kinds.includes(record.ext as FileKind) || !free)
        throw notUsable(record, target.businessType);
      records.push(record);
    }
    return records;
  };
}

/**
 * Makes exactly these files the record's: each must be the caller's own (or their
 * organisation's), of a kind the record accepts, and not already another record's.
 */
export function bindFiles(deps: FilesServiceDeps) {
  const { files } = deps;
  const checkUsable = checkUsableFiles(deps);
  return async (
    principal: Principal,
    target: { businessType: FileBusinessType; businessId: number; fileIds: string[] },
  ): Promise<void> => {
    await checkUsable(principal, target);
    await files.rebind(target.businessType, target.businessId, [...new Set(target.fileIds)]);
  };
}

/** Frees the files of records that were deleted or replaced. */
export function releaseFiles(deps: FilesServiceDeps) {
  const { files } = deps;
  return async (businessType: FileBusinessType, businessIds: number[]): Promise<void> => {
    await files.release(businessType, businessIds);
  };
}
