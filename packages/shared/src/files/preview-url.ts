import { API_PREFIX, apiUrl } from '../api/paths';
import type { PreviewWidth } from './file.schemas';

/** A file's preview address; with a width, a picture's copy resized on the server (never enlarged). */
export function previewUrl(fileId: string, width?: PreviewWidth): string {
  return apiUrl('filePreview', { id: fileId }, { w: width });
}

/** An <img> srcset offering the picture at each width, so the browser picks one for its screen. */
export function previewSrcSet(fileId: string, widths: readonly PreviewWidth[]): string {
  return widths.map((width) => `${previewUrl(fileId, width)} ${width}w`).join(', ');
}

/** Our own file's preview without a width, as rich text embeds it: `/lyp/api/file/preview/<uuid>`. */
const OWN_PREVIEW_PATH = `${API_PREFIX}/file/preview/([0-9a-f-]{36})`;
const OWN_PREVIEW_ONLY = new RegExp(`^${OWN_PREVIEW_PATH}$`);

/** The file id when `src` is our own file's preview (the only picture rich text may show). */
export function ownPreviewId(src: string): string | undefined {
  return OWN_PREVIEW_ONLY.exec(src)?.[1];
}

/** Rich text's own pictures: `<img … src="/lyp/api/file/preview/<uuid>">`, a fresh pattern each call. */
const embeddedPreviews = () => new RegExp(`(<img\\b[^>]*\\bsrc=")${OWN_PREVIEW_PATH}(")`, 'gi');

/** The ids of our own previews a body shows, in order, once each. */
export function embeddedPreviewIds(html: string): string[] {
  return [...new Set([...html.matchAll(embeddedPreviews())].map((match) => match[2]!.toLowerCase()))];
}

/** The body with each own picture shown from `srcOf(id)` where it gives an address; the rest stay. */
export function withPreviewSources(html: string, srcOf: (fileId: string) => string | undefined): string {
  return html.replace(embeddedPreviews(), (whole, before: string, id: string, after: string) => {
    const shown = srcOf(id.toLowerCase());
    return shown ? `${before}${shown}${after}` : whole;
  });
}
