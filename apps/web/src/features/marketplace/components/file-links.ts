import type { PreviewWidth } from '@lyp/shared/files/file.schemas';
import { previewSrcSet, previewUrl, withPreviewSources } from '@lyp/shared/files/preview-url';
import type { PictureSize } from '../lib/picture-sizes';

/** A file a bulletin or lot shows: an attachment's name, or an image by its id. */
export interface ShownFile {
  id: string;
  name: string;
}

/**
 * Where the public views get files from. On the public pages every file is public, so an <img>
 * and a link reach it by address. A seller's preview shows files of a bulletin not yet public,
 * which the server gives only to a request carrying the token (an <img> carries none): the
 * preview hands in addresses of copies it fetched, and opens attachments itself.
 */
export interface FileLinks {
  /**
   * The address an <img> shows the file from, resized to `width` where the server can; the
   * original without one. Undefined while a copy is still loading.
   */
  imageSrc: (fileId: string, width?: PreviewWidth) => string | undefined;
  /** The picture's sized copies as a srcset; absent where there is one copy only (a preview's). */
  imageSrcSet?: (fileId: string, widths: readonly PreviewWidth[]) => string;
  /** Opens an attachment by script instead of following its link. */
  openFile?: (file: ShownFile) => void;
}

export const PUBLIC_FILE_LINKS: FileLinks = {
  imageSrc: (fileId, width) => previewUrl(fileId, width),
  imageSrcSet: previewSrcSet,
};

/** An <img>'s src, srcSet and sizes for a picture drawn at `size`; undefined while it loads. */
export function pictureProps(links: FileLinks, fileId: string, size: PictureSize) {
  const src = links.imageSrc(fileId, size.src);
  if (!src) return undefined;
  const srcSet = links.imageSrcSet?.(fileId, size.widths);
  return srcSet ? { src, srcSet, sizes: size.sizes } : { src };
}

/** The body's pictures pointed at the addresses `links` gives (a preview's fetched copies). */
export function withImageSources(html: string, links: FileLinks): string {
  if (links === PUBLIC_FILE_LINKS) return html;
  return withPreviewSources(html, (id) => links.imageSrc(id));
}
