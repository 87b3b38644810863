import { open } from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';

export type FileKind = 'jpg' | 'png' | 'pdf' | 'doc' | 'docx' | 'xls' | 'xlsx' | 'csv';

const MIME_BY_KIND: Record<FileKind, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
};

export const IMAGE_KINDS: readonly FileKind[] = ['jpg', 'png'];

/** The extensions a name of each kind may already end with (a JPEG is often .jpeg). */
const EXTENSIONS_OF_KIND: Record<FileKind, readonly string[]> = {
  jpg: ['jpg', 'jpeg'],
  png: ['png'],
  pdf: ['pdf'],
  doc: ['doc'],
  docx: ['docx'],
  xls: ['xls'],
  xlsx: ['xlsx'],
  csv: ['csv'],
};

const isFileKind = (kind: string): kind is FileKind => Object.hasOwn(EXTENSIONS_OF_KIND, kind);

/**
 * A file's name with the extension of what its bytes are, its base name kept: `report.exe`
 * holding a PDF becomes `report.pdf`. The name a download is saved under decides how the
 * user's system opens it, so it must not claim a type the content does not have.
 */
export function nameOfKind(name: string, kind: string): string {
  if (!isFileKind(kind)) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  if (EXTENSIONS_OF_KIND[kind].includes(extension)) return name;
  return `${dot > 0 ? name.slice(0, dot) : name}.${kind}`;
}

/**
 * What a file really is, from its bytes. Old Office files share one container format (CFB),
 * so only for those does the name's extension pick between .doc and .xls.
 */
export async function detectFileKind(
  localPath: string,
  originalName: string,
): Promise<{ kind: FileKind; mime: string } | undefined> {
  const detected = await fileTypeFromFile(localPath);
  if (!detected)
    return (await isCsv(localPath, originalName)) ? { kind: 'csv', mime: MIME_BY_KIND.csv } : undefined;
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

/**
 * Text has no magic bytes: a file named .csv is one when its start holds no NUL byte and no
 * control character a text export never writes (bank statements come as CSV, often in GBK).
 */
async function isCsv(localPath: string, originalName: string): Promise<boolean> {
  if (!originalName.toLowerCase().endsWith('.csv')) return false;
  const file = await open(localPath, 'r');
  try {
    const { bytesRead, buffer } = await file.read(Buffer.alloc(8192), 0, 8192, 0);
    const start = buffer.subarray(0, bytesRead);
    // eslint-disable-next-line no-control-regex -- control bytes are exactly what text lacks
    return bytesRead > 0 && !/[\x00-\x08\x0b\x0e-\x1f]/.test(start.toString('latin1'));
  } finally {
    await file.close();
  }
}
