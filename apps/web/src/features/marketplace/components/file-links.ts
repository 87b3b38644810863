import { apiUrl } from '@lyp/shared/api/paths';

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
  /** The address an <img> shows the file from; undefined while a copy is still loading. */
  imageSrc: (fileId: string) => string | undefined;
  /** Opens an attachment by script instead of following its link. */
  openFile?: (file: ShownFile) => void;
}

export const PUBLIC_FILE_LINKS: FileLinks = {
  imageSrc: (fileId) => apiUrl('filePreview', { id: fileId }),
};

/** Our own file previews embedded in rich text: `/lyp/api/file/preview/<uuid>`. */
const EMBEDDED_IMAGE = /(<img\b[^>]*\bsrc=")(\/lyp\/api\/file\/preview\/([0-9a-f-]{36}))(")/gi;

/** The body's pictures pointed at the addresses `links` gives (a preview's fetched copies). */
export function withImageSources(html: string, links: FileLinks): string {
  if (links === PUBLIC_FILE_LINKS) return html;
  return html.replace(EMBEDDED_IMAGE, (whole, before: string, _src: string, id: string, after: string) => {
    const shown = links.imageSrc(id);
    return shown ? `${before}${shown}${after}` : whole;
  });
}
