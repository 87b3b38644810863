import type { FileBusinessType } from '@lyp/shared/files/file.schemas';
import type { Principal } from '../../lib/principal';
import type { BusinessAccess, FileAccess } from './file-usage';

/**
 * Who may read each kind of record's files: the module owning those records registers it once
 * it exists, so the files module never names them. A kind nobody registered is read by no one
 * but the file's owner.
 */
export function createFileAccessRegistry() {
  const byKind = new Map<FileBusinessType, BusinessAccess>();
  return {
    register(kind: FileBusinessType, access: BusinessAccess) {
      // Two modules claiming one kind is a wiring mistake, found when the app is built.
      if (byKind.has(kind)) throw new Error(`file access for ${kind} is registered twice`);
      byKind.set(kind, access);
    },

    async accessTo(
      kind: FileBusinessType,
      businessId: number,
      principal: Principal | null,
    ): Promise<FileAccess> {
      const access = byKind.get(kind);
      return access ? access(businessId, principal) : 'denied';
    },
  };
}

export type FileAccessRegistry = ReturnType<typeof createFileAccessRegistry>;
