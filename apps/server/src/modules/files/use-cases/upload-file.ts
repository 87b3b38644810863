import type { FileView } from '@lyp/shared/files/file.schemas';
import type { Readable } from 'node:stream';
import { AppError } from '../../../lib/app-error';
import { StoredFileTooLargeError, type StagedFile } from '../../../lib/file-storage';
import { pictureSizeOf } from '../../../lib/image-variants';
import type { Principal } from '../../../lib/principal';
import { detectFileKind, IMAGE_KINDS, nameOfKind, type FileKind } from '../file-kind';
import { toFileView } from '../file-view';
import type { FilesServiceDeps } from '../files-deps';

/** A file name safe to store and to send back: no paths, no control characters. */
function cleanName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (cleaned || '未命名文件').slice(0, 200);
}

/** Stores an upload, keeping it only if its bytes are an allowed kind. */
export function uploadFile(deps: FilesServiceDeps) {
  const { files, storage, clock } = deps;

  /** A picture past the limit is refused before anything is kept, naming its size. */
  async function refuseHugePicture(localPath: string, kind: FileKind): Promise<void> {
    if (!IMAGE_KINDS.includes(kind)) return;
    const size = await pictureSizeOf(localPath);
    if (!size || size.width * size.height <= deps.maxPixels) return;
    throw new AppError('FILE_IMAGE_TOO_LARGE', {
      params: {
        width: size.width,
        height: size.height,
        megapixels: Math.round((size.width * size.height) / 1_000_000),
        max: Math.round(deps.maxPixels / 1_000_000),
      },
    });
  }

  return async (input: {
    principal: Principal;
    /** A multipart part's stream: the parser cuts it off at the limit and marks it truncated. */
    stream: Readable & { truncated?: boolean };
    filename: string;
  }): Promise<FileView> => {
    // Two significant digits: a limit under 1 MB must not read "0 MB".
    const tooLarge = () =>
      new AppError('FILE_TOO_LARGE', {
        params: { mb: Number((deps.maxBytes / 1024 / 1024).toPrecision(2)) },
      });
    const givenName = cleanName(input.filename);
    /** What the received bytes are: checked while they are staged, so nothing refused is kept. */
    const inspect = async (staged: StagedFile) => {
      // The parser ends an over-size stream quietly at the limit: without this check the
      // first maxBytes of a larger file would be kept as if they were the whole file.
      if (input.stream.truncated) throw tooLarge();
      const detected = await detectFileKind(staged.path, givenName);
      if (!detected || staged.sizeBytes === 0) throw new AppError('FILE_TYPE_NOT_ALLOWED');
      await refuseHugePicture(staged.path, detected.kind);
      return detected;
    };
    let stored;
    try {
      stored = await storage.save(input.stream, deps.maxBytes, inspect);
    } catch (error) {
      if (
        error instanceof StoredFileTooLargeError ||
        (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE'
      ) {
        throw tooLarge();
      }
      throw error;
    }
    const detected = stored.inspected;
    const record = await files.insert({
      storageKey: stored.key,
      originalName: nameOfKind(givenName, detected.kind),
      mime: detected.mime,
      ext: detected.kind,
      sizeBytes: stored.sizeBytes,
      sha256: stored.sha256,
      ownerUserId: input.principal.userId,
      ownerOrgId: input.principal.orgId,
      createdAt: clock.now(),
    });
    return toFileView(record);
  };
}
