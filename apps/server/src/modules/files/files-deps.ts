import type { FileBusinessType } from '@lyp/shared/files/file.schemas';
import type { Clock } from '../../lib/clock';
import type { FileStorage } from '../../lib/file-storage';
import type { ImageVariants } from '../../lib/image-variants';
import type { BusinessAccess } from './file-usage';
import type { FilesRepository } from './files.repository';

export interface FilesServiceDeps {
  files: FilesRepository;
  storage: FileStorage;
  clock: Clock;
  maxBytes: number;
  /** The largest picture accepted, width × height: beyond it a picture is refused at upload. */
  maxPixels: number;
  /** Resized copies of pictures, for previews asked with a width. */
  variants: ImageVariants;
  log: { warn(details: object, message: string): void };
  /** Filled in by the modules that own each kind of record. */
  access: Record<FileBusinessType, BusinessAccess>;
}
