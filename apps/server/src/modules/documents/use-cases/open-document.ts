import { AppError } from '../../../lib/app-error';
import { readVerified, StoredFileCorruptError, StoredFileMissingError } from '../../../lib/file-storage';
import type { Principal } from '../../../lib/principal';
import { MAX_DOCUMENT_BYTES } from '../document-issuing';
import { requireDocument } from '../document-access';
import type { DocumentsServiceDeps } from '../documents-deps';

/**
 * The stored PDF, exactly as issued: read whole (a document is tens of kilobytes) and sent only
 * once it hashes to the SHA-256 recorded at issue, which the verification page also shows. A
 * document that does not, or is gone, answers a clear error and is logged, never served.
 */
export function openDocument(deps: DocumentsServiceDeps) {
  const { documents, storage } = deps;
  return async (principal: Principal, id: number) => {
    const { row } = await requireDocument(documents, principal, id);
    const expected = { key: row.storageKey, sha256: row.sha256 };
    try {
      return { row, bytes: await readVerified(storage, expected, MAX_DOCUMENT_BYTES) };
    } catch (error) {
      const problem =
        error instanceof StoredFileCorruptError
          ? 'STORED_FILE_CORRUPT'
          : error instanceof StoredFileMissingError
            ? 'STORED_FILE_MISSING'
            : undefined;
      if (!problem) throw error;
      deps.log.error(
        { err: error, documentId: row.id, documentNo: row.documentNo },
        '单据文件无法按记录提供',
      );
      throw new AppError(problem, { params: { name: `单据 ${row.documentNo}（第${row.version}版）` } });
    }
  };
}
