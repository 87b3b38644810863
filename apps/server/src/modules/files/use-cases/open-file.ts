import type { FileBusinessType, PreviewWidth } from '@lyp/shared/files/file.schemas';
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { AppError } from '../../../lib/app-error';
import { StoredFileMissingError, verifyingStream } from '../../../lib/file-storage';
import { pictureSizeOf, type ImageVariant } from '../../../lib/image-variants';
import type { Principal } from '../../../lib/principal';
import { IMAGE_KINDS, isPreviewable, nameOfKind, type FileKind } from '../file-kind';
import type { FileReadDeps } from '../files-deps';
import type { FileRecord } from '../files.repository';

/**
 * A preview whose copy cannot be made may send the original only up to a phone camera's
 * picture (about 12 megapixels), or a few megabytes when even its header cannot be read.
 */
const ORIGINAL_PREVIEW_MAX_PIXELS = 16_000_000;
const ORIGINAL_PREVIEW_MAX_BYTES = 5 * 1024 * 1024;

/** What a download or preview sends: the file, or a picture's resized copy. */
export interface OpenedFile {
  mime: string;
  sizeBytes: number;
  /** The name a browser saves it under, its extension matching the bytes. */
  name: string;
  stream: Readable;
  inline: boolean;
}

/**
 * The original's bytes, checked against the SHA-256 recorded at upload as they go out: bytes
 * that differ end the download with an error before its last chunk (and are logged). Bytes
 * that are gone answer an error before anything is sent.
 */
async function openVerified(deps: FileReadDeps, record: FileRecord): Promise<Readable> {
  const expected = { key: record.storageKey, sha256: record.sha256 };
  try {
    return verifyingStream(await deps.storage.open(record.storageKey), expected, (error) =>
      deps.log.error({ err: error, fileId: record.id }, '文件内容与记录的 SHA-256 不一致，已中止发送'),
    );
  } catch (error) {
    if (!(error instanceof StoredFileMissingError)) throw error;
    deps.log.error({ err: error, fileId: record.id }, '文件内容在存储中找不到');
    throw new AppError('STORED_FILE_MISSING', { params: { name: record.originalName } });
  }
}

/**
 * The bytes of a file the caller may read, and how to send them. A preview with a width
 * gets a picture's resized WebP copy; other kinds have no width to fit, so they are sent
 * whole, as without one: a generic link with a width still opens the file.
 */
export function openFile(deps: FileReadDeps) {
  const { files, storage } = deps;

  async function canRead(record: FileRecord, principal: Principal | null): Promise<boolean> {
    if (principal && record.ownerUserId === principal.userId) return true;
    if (!record.businessType || record.businessId === null) return false;
    const access = await deps.access.accessTo(
      record.businessType as FileBusinessType,
      record.businessId,
      principal,
    );
    return access !== 'denied';
  }

  /**
   * A picture's copy at this width, or none when it cannot be made: then a small original goes
   * instead (browsers draw some pictures libvips refuses), never a huge one (a picture stored
   * before uploads were limited, say), which answers FILE_PREVIEW_UNAVAILABLE.
   */
  async function resized(record: FileRecord, width: PreviewWidth): Promise<ImageVariant | undefined> {
    const withSource = <T>(use: (path: string) => Promise<T>) =>
      storage.withLocalFile(record.storageKey, use);
    try {
      return await deps.variants.get(record.storageKey, width, withSource);
    } catch (error) {
      const size = await withSource(pictureSizeOf);
      const small = size
        ? size.width * size.height <= ORIGINAL_PREVIEW_MAX_PIXELS
        : record.sizeBytes <= ORIGINAL_PREVIEW_MAX_BYTES;
      if (!small) {
        deps.log.warn(
          { err: error, fileId: record.id, width, size },
          'picture not resized; too large to send',
        );
        throw new AppError('FILE_PREVIEW_UNAVAILABLE');
      }
      deps.log.warn({ err: error, fileId: record.id, width }, 'picture not resized; sending the original');
      return undefined;
    }
  }

  async function requireReadable(id: string, principal: Principal | null): Promise<FileRecord> {
    const record = await files.findLive(id);
    // Someone else's file answers exactly like a missing one.
    if (!record || !(await canRead(record, principal))) throw new AppError('FILE_NOT_FOUND');
    return record;
  }

  return async (
    principal: Principal | null,
    id: string,
    mode: 'download' | 'preview',
    width?: PreviewWidth,
  ): Promise<OpenedFile> => {
    const record = await requireReadable(id, principal);
    // Files stored before names followed their content are renamed on the way out.
    const name = nameOfKind(record.originalName, record.ext);
    const variant =
      mode === 'preview' && width !== undefined && IMAGE_KINDS.includes(record.ext as FileKind)
        ? await resized(record, width)
        : undefined;
    if (variant) {
      return {
        mime: 'image/webp',
        sizeBytes: variant.sizeBytes,
        // Saved from the browser, the copy must not claim to be the original's JPEG or PNG.
        name: `${name.replace(/\.[^.]*$/, '')}.webp`,
        stream: createReadStream(variant.path),
        inline: true,
      };
    }
    return {
      mime: record.mime,
      sizeBytes: record.sizeBytes,
      name,
      stream: await openVerified(deps, record),
      inline: mode === 'preview' && isPreviewable(record.ext),
    };
  };
}
