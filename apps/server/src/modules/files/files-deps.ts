import type { Clock } from '../../lib/clock';
import type { FileStorage } from '../../lib/file-storage';
import type { ImageVariants } from '../../lib/image-variants';
import type { FileAccessRegistry } from './file-access';
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
  log: { warn(details: object, message: string): void; error(details: object, message: string): void };
}

/** What the use cases reading others' files are given besides: who may read each kind. */
export type FileReadDeps = FilesServiceDeps & { access: Pick<FileAccessRegistry, 'accessTo'> };
