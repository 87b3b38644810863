import { readdir } from 'node:fs/promises';
import type { FileView } from '@lyp/shared/files/file.schemas';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dataOf, errorOf } from '../../../test/answers';
import { lotInput, useAuctionApp } from '../../../test/auction-fixtures';
import { addMember, addSeller } from '../../../test/org-fixtures';
import { createTestApp } from '../../../test/test-app';
import {
  DISGUISED_FILES,
  SAMPLE_FILES,
  uploadBytes,
  uploadParts,
  uploadSample,
  type SampleKind,
} from '../../../test/upload-fixtures';
import { countRows } from '../../../test/row-counts';

const { t, tokens } = useAuctionApp({ resetClock: false });

const fileCount = () => countRows(t, sql`select count(*) as n from files`);
/** Every stored blob, whether or not a row points at it. */
async function storedBlobs(): Promise<string[]> {
  const entries = await readdir(t.filesDir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}
const download = (id: string, token?: string) =>
  t.call('GET', 'fileDownload', { params: { id }, ...(token ? { token } : {}) });
const preview = (id: string, token?: string) =>
  t.call('GET', 'filePreview', { params: { id }, ...(token ? { token } : {}) });
const removeFile = (id: string, token?: string) =>
  t.call('POST', 'fileDelete', { params: { id }, ...(token ? { token } : {}) });

describe('uploading a file', () => {
  it.each(Object.keys(SAMPLE_FILES) as SampleKind[])(
    'accepts a real %s by its content and keeps its Chinese name',
    async (kind) => {
      const sample = SAMPLE_FILES[kind];
      const response = await uploadBytes(t, tokens.buyer, sample.name, sample.bytes);
      expect(response.json<{ msg: string }>().msg).toBe('上传成功');
      expect(dataOf<FileView>(response)).toMatchObject({
        originalName: sample.name,
        ext: kind,
        mime: sample.mime,
        sizeBytes: sample.bytes.length,
        businessType: null,
        businessId: null,
      });
    },
  );

  it.each(Object.entries(DISGUISED_FILES))(
    'refuses %s content renamed .png with 415 and keeps nothing',
    async (_kind, disguised) => {
      const [rowsBefore, blobsBefore] = [await fileCount(), (await storedBlobs()).length];
      const response = await uploadBytes(t, tokens.buyer, disguised.name, disguised.bytes);
      expect(errorOf(response)).toMatchObject({
        status: 415,
        error: 'FILE_TYPE_NOT_ALLOWED',
        msg: '只支持 jpg、png、pdf、doc、docx、xls、xlsx、csv 文件（按文件内容识别，而非文件名）',
      });
      expect(await fileCount()).toBe(rowsBefore);
      expect(await storedBlobs()).toHaveLength(blobsBefore);
    },
  );

  it('refuses an Office container whose name is neither .doc nor .xls, and an empty file', async () => {
    expect(errorOf(await uploadBytes(t, tokens.buyer, '表格.png', SAMPLE_FILES.xls.bytes))).toMatchObject({
      status: 415,
      error: 'FILE_TYPE_NOT_ALLOWED',
    });
    expect(errorOf(await uploadBytes(t, tokens.buyer, '空文件.pdf', Buffer.alloc(0)))).toMatchObject({
      status: 415,
    });
  });

  it('refuses a file over the size limit with 413 and keeps no part of it', async () => {
    const rowsBefore = await fileCount();
    const blobsBefore = (await storedBlobs()).length;
    // A real PNG header followed by padding: only its size is wrong.
    const big = Buffer.concat([SAMPLE_FILES.png.bytes, Buffer.alloc(2 * 1024 * 1024)]);
    const response = await uploadBytes(t, tokens.buyer, '超大图片.png', big);
    expect(errorOf(response)).toMatchObject({
      status: 413,
      error: 'FILE_TOO_LARGE',
      msg: '文件不能超过 2 MB',
    });
    expect(await fileCount()).toBe(rowsBefore);
    expect(await storedBlobs()).toHaveLength(blobsBefore);
  });

  it('names a limit under 1 MB in MB that are not rounded to nothing', async () => {
    const small = await createTestApp({ uploadMaxBytes: 512 * 1024 });
    try {
      const token = await small.signIn('buyer');
      const big = Buffer.concat([SAMPLE_FILES.pdf.bytes, Buffer.alloc(512 * 1024)]);
      expect(errorOf(await uploadBytes(small, token, '大文件.pdf', big))).toMatchObject({
        status: 413,
        msg: '文件不能超过 0.5 MB',
      });
    } finally {
      await small.close();
    }
  });

  it('accepts a file of exactly the size limit', async () => {
    const padded = Buffer.concat([
      SAMPLE_FILES.png.bytes,
      Buffer.alloc(2 * 1024 * 1024 - SAMPLE_FILES.png.bytes.length),
    ]);
    const stored = dataOf<FileView>(await uploadBytes(t, tokens.buyer, '刚好.png', padded));
    expect(stored.sizeBytes).toBe(2 * 1024 * 1024);
  });

  it('asks for the file field when the body has none, or is not multipart at all', async () => {
    const wrongField = await uploadParts(t, tokens.buyer, [
      { field: 'image', filename: '照片.png', content: SAMPLE_FILES.png.bytes },
    ]);
    expect(errorOf(wrongField)).toMatchObject({
      status: 400,
      error: 'FILE_REQUIRED',
      msg: '请选择要上传的文件（表单字段 file）',
    });
    const json = await t.call('POST', 'fileUpload', { token: tokens.buyer, body: { file: 'x' } });
    expect(errorOf(json)).toMatchObject({ status: 400, error: 'FILE_REQUIRED' });
  });

  it('keeps only the base name of a path-like file name', async () => {
    const stored = await uploadSample(t, tokens.buyer, 'png', 'C:\\fakepath\\..\\照片.png');
    expect(stored.originalName).toBe('照片.png');
  });

  it('refuses visitors with 401 and stores nothing', async () => {
    const rowsBefore = await fileCount();
    const response = await uploadBytes(t, undefined, '照片.png', SAMPLE_FILES.png.bytes);
    expect(errorOf(response)).toMatchObject({ status: 401, error: 'UNAUTHENTICATED' });
    expect(await fileCount()).toBe(rowsBefore);
  });
});

describe('downloading and previewing a file', () => {
  it('sends the owner the bytes with the UTF-8 name (RFC 5987), its real type and nosniff', async () => {
    const file = await uploadSample(t, tokens.buyer, 'png');
    const response = await download(file.id, tokens.buyer);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(SAMPLE_FILES.png.bytes)).toBe(true);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="____.png"; filename*=UTF-8''${encodeURIComponent('现场照片.png')}`,
    );
  });

  it('percent-encodes the characters RFC 5987 does not allow bare in the UTF-8 name', async () => {
    const file = await uploadSample(t, tokens.buyer, 'pdf', `合同(终版)'s *副本.pdf`);
    expect((await download(file.id, tokens.buyer)).headers['content-disposition']).toBe(
      `attachment; filename="__(__)'s *__.pdf"; filename*=UTF-8''` +
        `%E5%90%88%E5%90%8C%28%E7%BB%88%E7%89%88%29%27s%20%2A%E5%89%AF%E6%9C%AC.pdf`,
    );
  });

  it('previews images and PDFs inline but sends Office files as attachments', async () => {
    const pdf = await uploadSample(t, tokens.buyer, 'pdf');
    const docx = await uploadSample(t, tokens.buyer, 'docx');
    const pdfPreview = await preview(pdf.id, tokens.buyer);
    expect(pdfPreview.headers['content-type']).toBe('application/pdf');
    expect(pdfPreview.headers['content-disposition']).toMatch(
      /^inline; filename="____\.pdf"; filename\*=UTF-8''%E7%AB%9E/,
    );
    expect(pdfPreview.headers['x-content-type-options']).toBe('nosniff');
    const docxPreview = await preview(docx.id, tokens.buyer);
    expect(docxPreview.headers['content-disposition']).toMatch(/^attachment; /);
    expect(docxPreview.rawPayload.equals(SAMPLE_FILES.docx.bytes)).toBe(true);
  });

  it('answers another user, a visitor and a missing file with the same 404', async () => {
    const file = await uploadSample(t, tokens.buyer, 'jpg');
    const stranger = await addMember(t, { role: 'buyer', certified: true });
    const missing = await download('00000000-0000-4000-8000-000000000000', tokens.buyer);
    expect(errorOf(missing)).toMatchObject({
      status: 404,
      error: 'FILE_NOT_FOUND',
      msg: '文件不存在或您无权查看',
    });
    for (const response of [
      await download(file.id, stranger.token),
      await preview(file.id, stranger.token),
      await download(file.id),
      await preview(file.id, tokens.seller),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(missing.json());
    }
  });

  it('refuses an id that is not a file id with a Chinese message', async () => {
    expect(errorOf(await download('not-a-uuid', tokens.buyer))).toMatchObject({
      status: 400,
      msg: '文件编号格式不正确',
    });
  });
});

describe('deleting a file', () => {
  it('deletes the owner’s unused file: its bytes go and it answers 404 afterwards', async () => {
    const file = await uploadSample(t, tokens.buyer, 'pdf');
    const blobsBefore = (await storedBlobs()).length;
    const response = await removeFile(file.id, tokens.buyer);
    expect(response.json()).toMatchObject({ code: 0, msg: '文件已删除', data: null });
    expect((await download(file.id, tokens.buyer)).statusCode).toBe(404);
    expect(await storedBlobs()).toHaveLength(blobsBefore - 1);
    expect(errorOf(await removeFile(file.id, tokens.buyer))).toMatchObject({ status: 404 });
  });

  it('answers 404 to anyone else and keeps the file', async () => {
    const file = await uploadSample(t, tokens.buyer, 'png');
    const buyer2 = await t.signIn('buyer2');
    expect(errorOf(await removeFile(file.id, buyer2))).toMatchObject({
      status: 404,
      error: 'FILE_NOT_FOUND',
    });
    expect(errorOf(await removeFile(file.id, tokens.auditor))).toMatchObject({ status: 404 });
    expect((await download(file.id, tokens.buyer)).statusCode).toBe(200);
  });

  it('refuses visitors with 401, and is a POST route only', async () => {
    const file = await uploadSample(t, tokens.buyer, 'png');
    expect(errorOf(await removeFile(file.id))).toMatchObject({ status: 401 });
    const viaGet = await t.app.inject({ method: 'GET', url: `/lyp/api/file/deleteById/${file.id}` });
    expect(viaGet.statusCode).toBe(404);
    expect((await download(file.id, tokens.buyer)).statusCode).toBe(200);
  });
});

describe('files bound to a bulletin', () => {
  /** A draft bulletin of the demo seller with one attachment and one lot image. */
  async function draftWithFiles() {
    const attachment = await uploadSample(t, tokens.seller, 'pdf');
    const image = await uploadSample(t, tokens.seller, 'jpg');
    const bulletin = dataOf<{ id: number; lots: Array<{ id: number }> }>(
      await t.call('POST', 'bulletinAdd', {
        token: tokens.seller,
        body: {
          title: '带附件的竞价公告',
          bodyHtml: '<p>见附件</p>',
          attachmentFileIds: [attachment.id],
          lots: [lotInput(t, { imageFileIds: [image.id] })],
        },
      }),
    );
    return { bulletin, lotId: bulletin.lots[0]!.id, attachment, image };
  }
  const findByBusId = (businessType: string, businessId: number, token?: string) =>
    t.call('POST', 'fileFindByBusiness', { body: { businessType, businessId }, ...(token ? { token } : {}) });

  it('lets only the seller’s organisation read a draft’s files; auditors once it is submitted', async () => {
    const { bulletin, attachment, image } = await draftWithFiles();
    const otherSeller = await addSeller(t);
    for (const id of [attachment.id, image.id]) {
      expect((await download(id, tokens.seller)).statusCode).toBe(200);
      for (const token of [otherSeller.token, tokens.buyer, tokens.auditor, undefined]) {
        expect((await download(id, token)).statusCode).toBe(404);
      }
    }
    dataOf(await t.call('POST', 'bulletinCommit', { token: tokens.seller, params: { id: bulletin.id } }));
    expect((await download(attachment.id, tokens.auditor)).statusCode).toBe(200);
    expect((await preview(image.id, tokens.auditor)).statusCode).toBe(200);
    expect((await download(attachment.id, otherSeller.token)).statusCode).toBe(404);
    expect((await download(attachment.id)).statusCode).toBe(404);
  });

  it('makes a published bulletin’s attachment and lot images readable by visitors', async () => {
    const { bulletin, lotId, attachment, image } = await draftWithFiles();
    dataOf(await t.call('POST', 'bulletinCommit', { token: tokens.seller, params: { id: bulletin.id } }));
    dataOf(
      await t.call('POST', 'auditAdd', {
        token: tokens.auditor,
        body: { bulletinId: bulletin.id, approved: true },
      }),
    );
    const attachmentPreview = await preview(attachment.id);
    expect(attachmentPreview.statusCode).toBe(200);
    expect(attachmentPreview.rawPayload.equals(SAMPLE_FILES.pdf.bytes)).toBe(true);
    expect((await preview(image.id)).headers['content-disposition']).toMatch(/^inline; /);
    expect(dataOf<FileView[]>(await findByBusId('bulletin_attachment', bulletin.id))).toEqual([
      expect.objectContaining({ id: attachment.id, businessType: 'bulletin_attachment' }),
    ]);
    expect(dataOf<FileView[]>(await findByBusId('lot_image', lotId)).map((file) => file.id)).toEqual([
      image.id,
    ]);
  });

  it('refuses to delete a file in use (FILE_IN_USE) and keeps it', async () => {
    const { attachment, image } = await draftWithFiles();
    expect(errorOf(await removeFile(attachment.id, tokens.seller))).toMatchObject({
      status: 409,
      error: 'FILE_IN_USE',
      msg: '该文件已用于公告附件，不能删除',
    });
    expect(errorOf(await removeFile(image.id, tokens.seller))).toMatchObject({
      msg: '该文件已用于标的图片，不能删除',
    });
    expect((await download(attachment.id, tokens.seller)).statusCode).toBe(200);
  });

  it('lists by record only what the caller may read, and names a wrong business type', async () => {
    const { bulletin, lotId, attachment } = await draftWithFiles();
    expect(dataOf<FileView[]>(await findByBusId('bulletin_attachment', bulletin.id, tokens.seller))).toEqual([
      expect.objectContaining({ id: attachment.id, originalName: '竞价须知.pdf' }),
    ]);
    const otherSeller = await addSeller(t);
    for (const token of [otherSeller.token, tokens.buyer, undefined]) {
      expect(dataOf<FileView[]>(await findByBusId('bulletin_attachment', bulletin.id, token))).toEqual([]);
      expect(dataOf<FileView[]>(await findByBusId('lot_image', lotId, token))).toEqual([]);
    }
    expect(dataOf<FileView[]>(await findByBusId('bulletin_attachment', 999_999, tokens.seller))).toEqual([]);
    expect(errorOf(await findByBusId('contract', bulletin.id, tokens.seller))).toMatchObject({
      status: 400,
      msg: '业务类型不正确',
    });
  });
});
