import { fileTypeFromFile } from 'file-type';

export type FileKind = 'jpg' | 'png' | 'pdf' | 'doc' | 'docx' | 'xls' | 'xlsx';

const MIME_BY_KIND: Record<FileKind, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export const IMAGE_KINDS: readonly FileKind[] = ['jpg', 'png'];

/**
 * What a file really is, from its bytes. Old Office files share one container format (CFB),
 * so only for those does the name's extension pick between .doc and .xls.
 */
export async function detectFileKind(
  localPath: string,
  originalName: string,
): Promise<{ kind: FileKind; mime: string } | undefined> {
  const detected = await fileTypeFromFile(localPath);
  if (!detected) return undefined;
  let kind: FileKind | undefined;
  if (detected.ext === 'jpg' || detected.ext === 'png' || detected.ext === 'pdf') kind = detected.ext;
  else if (detected.ext === 'docx' || detected.ext === 'xlsx') kind = detected.ext;
  else if (detected.ext === 'cfb') {
    const extension = originalName.toLowerCase().split('.').pop();
    if (extension === 'doc' || extension === 'xls') kind = extension;
  }
  return kind ? { kind, mime: MIME_BY_KIND[kind] } : undefined;
}

export function isPreviewable(kind: string): boolean {
  return kind === 'jpg' || kind === 'png' || kind === 'pdf';
}
