import { readdir } from 'node:fs/promises';
import { apiUrl } from '@lyp/shared/api/paths';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  multipartBody,
  pngClaiming,
  SAMPLE_FILES,
  uploadBytes,
  uploadSample,
} from '../../../test/upload-fixtures';
import { nameOfKind } from './file-kind';
import { useTestApp } from '../../../test/use-test-app';
import { countRows } from '../../../test/row-counts';

describe('uploads a client got wrong or made up', () => {
  const { t, tokens } = useTestApp({ signIn: ['buyer'] });

  const fileCount = () => countRows(t, sql`select count(*) as n from files`);
  const storedBlobs = async () =>
    (await readdir(t.filesDir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
  const disposition = async (id: string) =>
    (await t.call('GET', 'fileDownload', { params: { id }, token: tokens.buyer })).headers[
      'content-disposition'
    ];

  it('refuses a multipart body cut off mid-file with 400 and a Chinese message, keeping nothing', async () => {
    const { payload, headers } = multipartBody([
      {
        field: 'file',
        filename: '竞价须知.pdf',
        content: SAMPLE_FILES.pdf.bytes,
        contentType: 'application/pdf',
      },
    ]);
    const [rowsBefore, blobsBefore] = [await fileCount(), (await storedBlobs()).length];
    for (const cut of [payload.length - 20, Math.floor(payload.length / 2), 60]) {
      const response = await t.app.inject({
        method: 'POST',
        url: apiUrl('fileUpload'),
        payload: payload.subarray(0, cut),
        headers: { ...headers, authorization: `Bearer ${tokens.buyer}` },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 1,
        msg: '上传的文件数据不完整或格式不正确，请重新上传',
        error: 'UPLOAD_INCOMPLETE',
      });
    }
    expect(await fileCount()).toBe(rowsBefore);
    expect(await storedBlobs()).toHaveLength(blobsBefore);
  });

  it('refuses a picture over 50 megapixels, naming its size and the limit, and keeps nothing', async () => {
    const [rowsBefore, blobsBefore] = [await fileCount(), (await storedBlobs()).length];
    const response = await uploadBytes(t, tokens.buyer, '无人机航拍.png', pngClaiming(10_000, 6_000));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'FILE_IMAGE_TOO_LARGE',
      msg: '图片像素过大（10000×6000，约 60 百万像素），最多 50 百万像素：请缩小图片（如用手机“编辑/调整大小”或截图）后再上传',
    });
    expect(await fileCount()).toBe(rowsBefore);
    expect((await storedBlobs()).length).toBe(blobsBefore);
    // Just under the limit is a picture like any other.
    expect((await uploadBytes(t, tokens.buyer, '全景.png', pngClaiming(10_000, 5_000))).statusCode).toBe(200);
  });

  it('names a stored file by what its bytes are: report.exe holding a PDF is report.pdf', async () => {
    const stored = await uploadSample(t, tokens.buyer, 'pdf', 'report.exe');
    expect(stored).toMatchObject({ originalName: 'report.pdf', ext: 'pdf', mime: 'application/pdf' });
    expect(await disposition(stored.id)).toBe(
      `attachment; filename="report.pdf"; filename*=UTF-8''report.pdf`,
    );
    const png = await uploadSample(t, tokens.buyer, 'png', '季度报表.html');
    expect(png.originalName).toBe('季度报表.png');
  });

  it('renames on download a file stored under a misleading name before names followed content', async () => {
    const stored = await uploadSample(t, tokens.buyer, 'pdf');
    await t.database.db.execute(sql`update files set original_name = '旧合同.exe' where id = ${stored.id}`);
    expect(await disposition(stored.id)).toBe(
      `attachment; filename="___.pdf"; filename*=UTF-8''${encodeURIComponent('旧合同.pdf')}`,
    );
  });
});

describe('the name a file of a kind is sent under', () => {
  it('keeps a name whose extension already says the kind, in any case', () => {
    expect(nameOfKind('照片.JPEG', 'jpg')).toBe('照片.JPEG');
    expect(nameOfKind('清单.docx', 'docx')).toBe('清单.docx');
  });

  it('replaces a wrong extension and adds a missing one, keeping the base name', () => {
    expect(nameOfKind('report.exe', 'pdf')).toBe('report.pdf');
    expect(nameOfKind('archive.tar.gz', 'xlsx')).toBe('archive.tar.xlsx');
    expect(nameOfKind('无扩展名', 'png')).toBe('无扩展名.png');
    expect(nameOfKind('.hidden', 'png')).toBe('.hidden.png');
  });
});
