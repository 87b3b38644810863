import { download } from '../../lib/api-call';

/** The bytes of a file, to show (preview) or to save (download). */
export type FetchFile = (mode: 'preview' | 'download') => Promise<Response>;

/** An uploaded file's bytes, through the file endpoints. */
export const uploadedFile =
  (fileId: string): FetchFile =>
  (mode) =>
    download(mode === 'preview' ? 'filePreview' : 'fileDownload', { id: fileId });

/**
 * An uploaded image for the editor, read with the token. A draft's image failing to load must
 * not sign the user out mid-edit, so an auth failure leaves the session alone.
 */
export const previewWithToken = (id: string) =>
  download('filePreview', { id }, { clearUserInfoOnAuthFailure: false });

/**
 * The cache entry of a file shown inline: keyed by the file (an upload's id, or any key naming
 * a document), not by an endpoint, since a document's bytes come from its own endpoint.
 */
export const PROTECTED_FILE_ROOT = 'protectedFile';
export const protectedFileKey = (fileId: string) => [PROTECTED_FILE_ROOT, fileId] as const;
