import { apiUrl } from '../api/paths';
import type { PreviewWidth } from './file.schemas';

/** A file's preview address; with a width, a picture's copy resized on the server (never enlarged). */
export function previewUrl(fileId: string, width?: PreviewWidth): string {
  return apiUrl('filePreview', { id: fileId }, { w: width });
}

/** An <img> srcset offering the picture at each width, so the browser picks one for its screen. */
export function previewSrcSet(fileId: string, widths: readonly PreviewWidth[]): string {
  return widths.map((width) => `${previewUrl(fileId, width)} ${width}w`).join(', ');
}
