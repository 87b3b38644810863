import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/** A resized copy of a stored picture, as a file on disk. */
export interface ImageVariant {
  path: string;
  sizeBytes: number;
}

/** Lossy WebP at sharp's default quality: a 640 px photo comes to a few tens of KB. */
const WEBP_QUALITY = 80;

/** A picture's dimensions, from its header alone (nothing is decoded). */
export interface PictureSize {
  width: number;
  height: number;
}

/** What a picture's header says of its size; undefined when the header cannot be read. */
export async function pictureSizeOf(filePath: string): Promise<PictureSize | undefined> {
  try {
    const { width, height } = await sharp(filePath).metadata();
    return width && height ? { width, height } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Resized WebP copies of stored pictures, made on the first request for each width and kept
 * under `root`, fanned out like the originals. A storage key never changes its bytes, so a
 * copy never goes stale; it is removed with its file. No picture larger than `maxPixels` is
 * decoded (a 200-megapixel one would take most of a gigabyte): making its copy fails instead.
 */
export function createImageVariants(root: string, maxPixels: number) {
  /** Copies being made in this process: concurrent first requests share one resize. */
  const making = new Map<string, Promise<ImageVariant>>();
  const directoryOf = (key: string) => path.join(root, key.slice(0, 2));
  const pathOf = (key: string, width: number) => path.join(directoryOf(key), `${key}-w${width}.webp`);

  async function make(sourcePath: string, target: string, width: number): Promise<ImageVariant> {
    await mkdir(path.dirname(target), { recursive: true });
    // Another instance on the same disk may be making the same copy: each writes its own
    // temporary file and renames it into place, so a reader finds a whole copy or none.
    const partial = `${target}.${randomBytes(6).toString('hex')}.part`;
    try {
      // autoOrient: the copy loses the EXIF orientation the browser honoured on the original.
      // Only the first frame is read (sharp's default), so an animated GIF gives a still.
      const info = await sharp(sourcePath, { autoOrient: true, limitInputPixels: maxPixels })
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toFile(partial);
      await rename(partial, target);
      return { path: target, sizeBytes: info.size };
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  return {
    /**
     * The copy of the picture stored under `key` at `width` (never wider than the original).
     * `withSource` lends the original as a local file, only when the copy must be made: from
     * an object store that means a download.
     */
    async get(
      key: string,
      width: number,
      withSource: (use: (sourcePath: string) => Promise<ImageVariant>) => Promise<ImageVariant>,
    ): Promise<ImageVariant> {
      const target = pathOf(key, width);
      const existing = await stat(target).catch(() => undefined);
      if (existing) return { path: target, sizeBytes: existing.size };
      const id = `${key}:${width}`;
      let copy = making.get(id);
      if (!copy) {
        copy = withSource((sourcePath) => make(sourcePath, target, width)).finally(() => making.delete(id));
        making.set(id, copy);
      }
      return copy;
    },

    /** Every copy of one stored file, when the file itself goes. */
    async removeAll(key: string): Promise<void> {
      const names = await readdir(directoryOf(key)).catch(() => [] as string[]);
      await Promise.all(
        names
          .filter((name) => name.startsWith(`${key}-w`))
          .map((name) => rm(path.join(directoryOf(key), name), { force: true })),
      );
    },
  };
}

export type ImageVariants = ReturnType<typeof createImageVariants>;
