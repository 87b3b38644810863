import type { FileBusinessType } from '@lyp/shared/files/file.schemas';
import type { Principal } from '../../../lib/principal';
import { toFileView } from '../file-view';
import type { FileReadDeps, FilesServiceDeps } from '../files-deps';
import type { FileRecord } from '../files.repository';

/** A record's files, for whoever may read the record. */
export function listBusinessFiles(deps: FileReadDeps) {
  const { files } = deps;
  return async (principal: Principal | null, businessType: FileBusinessType, businessId: number) => {
    if ((await deps.access.accessTo(businessType, businessId, principal)) === 'denied') return [];
    return (await files.listByBusiness(businessType, [businessId])).map(toFileView);
  };
}

/** The files of each of these records, by record. */
export function groupFilesByBusiness(deps: FilesServiceDeps) {
  const { files } = deps;
  return async (
    businessType: FileBusinessType,
    businessIds: number[],
  ): Promise<Map<number, FileRecord[]>> => {
    const grouped = new Map<number, FileRecord[]>();
    for (const record of await files.listByBusiness(businessType, businessIds)) {
      if (record.businessId === null) continue;
      grouped.set(record.businessId, [...(grouped.get(record.businessId) ?? []), record]);
    }
    return grouped;
  };
}
