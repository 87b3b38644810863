export { IMAGE_KINDS, type FileKind } from './file-kind';
export { createFilesRepository, type FileRecord, type FilesRepository } from './files.repository';
export { filesRoutes } from './files.routes';
export {
  createFilesService,
  notUsable,
  toFileView,
  type BusinessAccess,
  type FileAccess,
  type FilesService,
} from './files.service';
