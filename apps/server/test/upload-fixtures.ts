import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { apiUrl } from '@lyp/shared/api/paths';
import type { FileView } from '@lyp/shared/files/file.schemas';
import type { LightMyRequestResponse } from 'fastify';
import { dataOf } from './auction-fixtures';
import type { TestApp } from './test-app';

/** Real bytes of each accepted kind, and of files that only pretend to be one. */

/** A 1×1 transparent PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A 1×1 grey baseline JPEG. */
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////' +
    '////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);

const PDF = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj',
    '2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj',
    '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 72 72]>> endobj',
    'trailer <</Root 1 0 R>>',
    '%%EOF',
    '',
  ].join('\n'),
  'latin1',
);

/** The 512-byte header of an OLE2 compound file, the container of .doc and .xls. */
function ole2Header(): Buffer {
  const header = Buffer.alloc(512, 0);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x003e, 24); // minor version
  header.writeUInt16LE(0x0003, 26); // major version 3
  header.writeUInt16LE(0xfffe, 28); // little-endian
  header.writeUInt16LE(9, 30); // 512-byte sectors
  header.writeUInt16LE(6, 32); // 64-byte mini sectors
  header.fill(0xff, 76, 512); // empty sector allocation table
  return header;
}

/** A zip of stored (uncompressed) entries: enough for an Office Open XML document. */
export function zipOf(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name, 'utf8');
    const data = Buffer.from(text, 'utf8');
    const checksum = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(checksum, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(checksum, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const centralSize = centrals.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

function officeOpenXml(main: { part: string; contentType: string; xml: string }): Buffer {
  return zipOf({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?>' +
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      `<Override PartName="/${main.part}" ContentType="${main.contentType}"/></Types>`,
    [main.part]: main.xml,
  });
}

const DOCX = officeOpenXml({
  part: 'word/document.xml',
  contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
  xml: '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body/></w:document>',
});

const XLSX = officeOpenXml({
  part: 'xl/workbook.xml',
  contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
  xml: '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheets/></workbook>',
});

/** A Windows executable: "MZ", a DOS stub and a PE signature. */
function executable(): Buffer {
  const bytes = Buffer.alloc(256, 0);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('This program cannot be run in DOS mode.', 0x40, 'latin1');
  bytes.write('PE\0\0', 0x80, 'latin1');
  return bytes;
}

/**
 * A PNG whose header says it is width × height, with a few bytes of data: enough for the size
 * checks, which read the header only, at any claimed size. Decoding it fails.
 */
export function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const checksum = Buffer.alloc(4);
    checksum.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, checksum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // 8 bits per sample
  header.writeUInt8(2, 9); // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x63, 0x60, 0x00, 0x00])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const SAMPLE_FILES = {
  png: { name: '现场照片.png', bytes: PNG, mime: 'image/png' },
  jpg: { name: '仓库全景.jpg', bytes: JPEG, mime: 'image/jpeg' },
  pdf: { name: '竞价须知.pdf', bytes: PDF, mime: 'application/pdf' },
  doc: { name: '委托合同.doc', bytes: ole2Header(), mime: 'application/msword' },
  docx: {
    name: '标的清单.docx',
    bytes: DOCX,
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  xls: { name: '过磅记录.xls', bytes: ole2Header(), mime: 'application/vnd.ms-excel' },
  xlsx: {
    name: '物资明细.xlsx',
    bytes: XLSX,
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
} as const;
export type SampleKind = keyof typeof SAMPLE_FILES;

/** Files that claim to be images by their names only. */
export const DISGUISED_FILES = {
  html: {
    name: '照片.png',
    bytes: Buffer.from('<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>'),
  },
  exe: { name: '发票.png', bytes: executable() },
} as const;

export interface MultipartPart {
  field: string;
  /** Absent for a plain text field. */
  filename?: string;
  content: Buffer | string;
  contentType?: string;
}

/** A multipart/form-data body, byte for byte as a browser sends one. */
export function multipartBody(parts: MultipartPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----lyp-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.filename === undefined
        ? `form-data; name="${part.field}"`
        : `form-data; name="${part.field}"; filename="${part.filename}"`;
    const head =
      `--${boundary}\r\nContent-Disposition: ${disposition}\r\n` +
      (part.contentType ? `Content-Type: ${part.contentType}\r\n` : '') +
      '\r\n';
    chunks.push(Buffer.from(head, 'utf8'), Buffer.from(part.content), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

let uploadCounter = 0;

/** POSTs a multipart body to the upload route, each from its own address (the route is rate limited). */
export function uploadParts(
  t: TestApp,
  token: string | undefined,
  parts: MultipartPart[],
): Promise<LightMyRequestResponse> {
  const { payload, headers } = multipartBody(parts);
  uploadCounter += 1;
  return t.app.inject({
    method: 'POST',
    url: apiUrl('fileUpload'),
    payload,
    remoteAddress: `10.9.${Math.floor(uploadCounter / 250) % 250}.${(uploadCounter % 250) + 1}`,
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

/** Uploads bytes under a name in the `file` field. */
export function uploadBytes(t: TestApp, token: string | undefined, name: string, bytes: Buffer) {
  return uploadParts(t, token, [
    { field: 'file', filename: name, content: bytes, contentType: 'application/octet-stream' },
  ]);
}

/** Uploads a sample of one kind and answers the stored file. */
export async function uploadSample(
  t: TestApp,
  token: string,
  kind: SampleKind = 'png',
  name: string = SAMPLE_FILES[kind].name,
): Promise<FileView> {
  return dataOf<FileView>(await uploadBytes(t, token, name, SAMPLE_FILES[kind].bytes));
}
