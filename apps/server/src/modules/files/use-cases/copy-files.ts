import type { FileBusinessType } from '@lyp/shared/files/file.schemas';
import { verifyingStream } from '../../../lib/file-storage';
import type { FilesServiceDeps } from '../files-deps';
import type { FileRecord, FilesRepository } from '../files.repository';

/**
 * Copies of files for another record: the bytes copied on disk under new keys and new rows
 * bound to `target`, in the order given (a lot's first image stays its cover). A file row
 * belongs to one record, so a record that starts as a copy of another (重新拍卖) never shares
 * one. `within`: the repository of the transaction that creates the target record.
 */
export function copyFiles(deps: FilesServiceDeps) {
  const { storage, clock } = deps;
  return async (input: {
    fileIds: string[];
    owner: { userId: number; orgId: number };
    target: { businessType: FileBusinessType; businessId: number };
    within: FilesRepository;
  }): Promise<FileRecord[]> => {
    const found = new Map((await input.within.findManyLive(input.fileIds)).map((file) => [file.id, file]));
    const originals = input.fileIds.flatMap((id) => found.get(id) ?? []);
    const copiedKeys: string[] = [];
    try {
      const copies: FileRecord[] = [];
      for (const [index, original] of originals.entries()) {
        // The original passed the size limit when it was uploaded: its copy is the same size.
        // Checked against its recorded hash on the way, so a damaged original is not copied.
        const bytes = await storage.open(original.storageKey);
        const expected = { key: original.storageKey, sha256: original.sha256 };
        const stored = await storage.save(verifyingStream(bytes, expected), original.sizeBytes);
        copiedKeys.push(stored.key);
        copies.push(
          await input.within.insert({
            storageKey: stored.key,
            originalName: original.originalName,
            mime: original.mime,
            ext: original.ext,
            sizeBytes: stored.sizeBytes,
            sha256: stored.sha256,
            ownerUserId: input.owner.userId,
            ownerOrgId: input.owner.orgId,
            businessType: input.target.businessType,
            businessId: input.target.businessId,
            businessSort: index,
            createdAt: clock.now(),
          }),
        );
      }
      return copies;
    } catch (error) {
      // Bytes nobody's row will name: removed, so a failed copy leaves nothing behind on disk.
      await Promise.all(copiedKeys.map((key) => storage.remove(key)));
      throw error;
    }
  };
}
