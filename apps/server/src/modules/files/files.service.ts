import { createFileAccessRegistry } from './file-access';
import { createOwnFileReads } from './own-file-reads';
import type { FilesServiceDeps } from './files-deps';
import { bindFiles, checkUsableFiles, releaseFiles } from './use-cases/bind-files';
import { copyFiles } from './use-cases/copy-files';
import { groupFilesByBusiness, listBusinessFiles } from './use-cases/list-business-files';
import { openFile } from './use-cases/open-file';
import { removeFile } from './use-cases/remove-file';
import { uploadFile } from './use-cases/upload-file';

export { BUSINESS_USAGE, notUsable, type BusinessAccess, type FileAccess } from './file-usage';
export { toFileView } from './file-view';
export type { FilesServiceDeps } from './files-deps';
export type { OpenedFile } from './use-cases/open-file';

export function createFilesService(deps: FilesServiceDeps) {
  const { files, storage } = deps;
  const access = createFileAccessRegistry();
  return {
    ...createOwnFileReads({ files, storage }),
    /** Lets the module owning a kind of record say who may read that record's files. */
    registerAccess: access.register,
    upload: uploadFile(deps),
    open: openFile({ ...deps, access }),
    remove: removeFile(deps),
    findByBusiness: listBusinessFiles({ ...deps, access }),
    bind: bindFiles(deps),
    checkUsable: checkUsableFiles(deps),
    release: releaseFiles(deps),
    copy: copyFiles(deps),
    idsByBusiness: groupFilesByBusiness(deps),
  };
}

export type FilesService = ReturnType<typeof createFilesService>;
