import { AppError } from '../../lib/app-error';
import type { FileStorage } from '../../lib/file-storage';
import type { Principal } from '../../lib/principal';
import { readTable, TableTooLongError, TableUnreadableError, type TabularKind } from '../../lib/tabular-file';
import type { FileKind } from './file-kind';
import type { FilesRepository } from './files.repository';

const TABULAR_KINDS: readonly FileKind[] = ['xlsx', 'csv'];

/** Files read back by the one who uploaded them: a bank's statement or result file, say. */
export function createOwnFileReads(deps: { files: FilesRepository; storage: FileStorage }) {
  const { files, storage } = deps;

  /**
   * A file the caller uploaded themselves, of one of `kinds` (an imported bank statement or
   * result file): anyone else's answers exactly like a missing one.
   */
  async function findOwn(
    principal: Principal,
    id: string,
    kinds: readonly FileKind[],
    usage: string,
  ): Promise<{ storageKey: string; kind: FileKind; name: string; sha256: string }> {
    const record = await files.findLive(id);
    if (!record || record.ownerUserId !== principal.userId) throw new AppError('FILE_NOT_FOUND');
    if (!kinds.includes(record.ext as FileKind))
      throw new AppError('FILE_NOT_USABLE', {
        params: { name: record.originalName, usage, kinds: kinds.join('、') },
      });
    return {
      storageKey: record.storageKey,
      kind: record.ext as FileKind,
      name: record.originalName,
      sha256: record.sha256,
    };
  }

  return {
    findOwn,

    /**
     * A spreadsheet the caller uploaded (.xlsx, or CSV in UTF-8 or GBK), read into rows of
     * text: a bank's statement or result file. What is wrong with it is said for its uploader.
     */
    async readOwnTable(principal: Principal, id: string, usage: string) {
      const file = await findOwn(principal, id, TABULAR_KINDS, usage);
      try {
        const table = await storage.withLocalFile(file.storageKey, (path) =>
          readTable(path, file.kind as TabularKind),
        );
        return { file, table };
      } catch (error) {
        if (error instanceof TableTooLongError)
          throw new AppError('TABLE_TOO_LONG', { params: { name: file.name, rows: error.rows } });
        if (error instanceof TableUnreadableError)
          throw new AppError('TABLE_UNREADABLE', { params: { name: file.name } });
        throw error;
      }
    },
  };
}
