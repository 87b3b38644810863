import path from 'node:path';
import { createImageVariants } from '../lib/image-variants';
import { createFilesRepository, createFilesService } from '../modules/files';
import type { ServiceDependencies } from './service-dependencies';

/**
 * Uploads and downloads. Who may read a file depends on the record it belongs to: each module
 * owning a kind of record registers that (`files.registerAccess`) where it is wired.
 */
export function wireFiles(deps: ServiceDependencies) {
  const { uploads } = deps;
  const files = createFilesService({
    files: createFilesRepository(deps.database.db),
    storage: deps.fileStorage,
    // Beside the originals, in a folder their two-character fan-out never names.
    variants: createImageVariants(path.join(uploads.dir, 'variants'), uploads.maxPixels),
    log: deps.log,
    clock: deps.clock,
    maxBytes: uploads.maxBytes,
    maxPixels: uploads.maxPixels,
  });
  return { files };
}
