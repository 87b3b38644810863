import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileView } from '@lyp/shared/files/file.schemas';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { dataOf, lotInput, publishBulletin, useAuctionApp } from '../../../test/auction-fixtures';
import { addMember } from '../../../test/org-fixtures';
import { pngClaiming, SAMPLE_FILES, uploadBytes, uploadSample } from '../../../test/upload-fixtures';

const { t, tokens } = useAuctionApp({ resetClock: false });

/** A smooth colour ramp: a photo-like picture that compresses to a realistic size. */
async function picture(width: number, height: number, format: 'jpeg' | 'png' = 'jpeg'): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      pixels[at] = Math.round((x / width) * 255);
      pixels[at + 1] = Math.round((y / height) * 255);
      pixels[at + 2] = (x * y) % 256;
    }
  }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  return format === 'jpeg' ? image.jpeg({ quality: 90 }).toBuffer() : image.png().toBuffer();
}

async function upload(bytes: Buffer, name = '标的照片.jpg', token = tokens.seller): Promise<FileView> {
  return dataOf<FileView>(await uploadBytes(t, token, name, bytes));
}

const preview = (id: string, query: Record<string, string>, token?: string) =>
  t.call('GET', 'filePreview', { params: { id }, query, ...(token ? { token } : {}) });

async function variantPath(fileId: string, width: number): Promise<string> {
  const result = await t.database.db.execute<{ key: string }>(
    sql`select storage_key as key from files where id = ${fileId}`,
  );
  const key = result.rows[0]!.key;
  return path.join(t.filesDir, 'variants', key.slice(0, 2), `${key}-w${width}.webp`);
}

describe('previewing a picture at a width', () => {
  it('answers a WebP copy of the requested width with the original’s aspect ratio', async () => {
    const original = await picture(1600, 1200);
    const file = await upload(original);
    const response = await preview(file.id, { w: '640' }, tokens.seller);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.rawPayload.length).toBeLessThan(original.length / 4);
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 640,
      height: 480,
    });
  });

  it('keeps the original’s headers and names the copy .webp', async () => {
    const file = await upload(await picture(800, 600));
    const [original, resized] = [
      await preview(file.id, {}, tokens.seller),
      await preview(file.id, { w: '320' }, tokens.seller),
    ];
    for (const header of ['cache-control', 'x-content-type-options', 'etag'] as const) {
      expect(resized.headers[header]).toBe(original.headers[header]);
    }
    expect(original.headers['content-disposition']).toMatch(/^inline; .*\.jpg$/);
    expect(resized.headers['content-disposition']).toBe(
      `inline; filename="____.webp"; filename*=UTF-8''${encodeURIComponent('标的照片.webp')}`,
    );
  });

  it('does not enlarge a picture narrower than the width', async () => {
    const file = await upload(await picture(200, 150, 'png'), '小图.png');
    const response = await preview(file.id, { w: '1280' }, tokens.seller);
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 200,
      height: 150,
    });
  });

  it('turns a picture its camera marked as rotated the way the browser shows the original', async () => {
    // Stored 1200×800, marked "rotate 90°": browsers show it 800 wide and 1200 high.
    const rotated = await sharp(await picture(1200, 800))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const file = await upload(rotated);
    const response = await preview(file.id, { w: '320' }, tokens.seller);
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ width: 320, height: 480 });
  });

  it('refuses a width outside the list with a Chinese message naming the field', async () => {
    const file = await upload(await picture(400, 300));
    for (const w of ['500', 'abc', '']) {
      const response = await preview(file.id, { w }, tokens.seller);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 1,
        error: 'VALIDATION_FAILED',
        msg: '图片宽度 w 只能是 320、640、960、1280 之一',
        fields: [{ field: 'w', msg: '图片宽度 w 只能是 320、640、960、1280 之一' }],
      });
    }
  });

  it('makes each copy once and serves it from disk afterwards', async () => {
    const file = await upload(await picture(1000, 750));
    const first = await preview(file.id, { w: '960' }, tokens.seller);
    const cached = await variantPath(file.id, 960);
    expect((await readFile(cached)).equals(first.rawPayload)).toBe(true);
    // A different picture in the cached file's place: the next answer is that file, not a new copy.
    const marker = await sharp(await picture(30, 20))
      .webp()
      .toBuffer();
    await writeFile(cached, marker);
    const second = await preview(file.id, { w: '960' }, tokens.seller);
    expect(second.rawPayload.equals(marker)).toBe(true);
  });

  it('gives concurrent first requests the same whole copy and leaves no temporary file', async () => {
    const file = await upload(await picture(1400, 1050));
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => preview(file.id, { w: '1280' }, tokens.seller)),
    );
    const cached = await readFile(await variantPath(file.id, 1280));
    for (const answer of answers) expect(answer.rawPayload.equals(cached)).toBe(true);
    expect(await sharp(cached).metadata()).toMatchObject({ width: 1280, height: 960 });
    const left = await readdir(path.dirname(await variantPath(file.id, 1280)));
    expect(left.filter((name) => name.endsWith('.part'))).toEqual([]);
  });

  it('refuses someone without access exactly as it refuses them the original', async () => {
    const file = await upload(await picture(800, 600));
    const stranger = await addMember(t, { role: 'buyer', certified: true });
    for (const token of [stranger.token, tokens.buyer, undefined]) {
      const original = await preview(file.id, {}, token);
      const resized = await preview(file.id, { w: '640' }, token);
      expect(original.statusCode).toBe(404);
      expect(resized.statusCode).toBe(404);
      expect(resized.json()).toEqual(original.json());
    }
    const variants = await readdir(path.join(t.filesDir, 'variants'), { recursive: true }).catch(() => []);
    const key = path.basename(await variantPath(file.id, 640), '-w640.webp');
    expect(variants.some((name) => name.includes(key))).toBe(false);
  });

  it('sends a picture it cannot decode whole, as browsers may still show it', async () => {
    // The sample JPEG ends early: libvips refuses it, a browser draws what there is.
    const file = await uploadSample(t, tokens.seller, 'jpg');
    const response = await preview(file.id, { w: '320' }, tokens.seller);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.rawPayload.equals(SAMPLE_FILES.jpg.bytes)).toBe(true);
    expect(t.logLines.some((line) => line.includes('picture not resized'))).toBe(true);
  });

  it('never sends a huge picture it cannot resize as its original: it says so instead', async () => {
    // Stored before uploads were limited: 9000 × 9000, its data unreadable.
    const file = await upload(pngClaiming(4000, 3000), '巨幅照片.png');
    const key = path.basename(await variantPath(file.id, 320), '-w320.webp');
    await writeFile(path.join(t.filesDir, key.slice(0, 2), key), pngClaiming(9000, 9000));
    const response = await preview(file.id, { w: '320' }, tokens.seller);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      error: 'FILE_PREVIEW_UNAVAILABLE',
      msg: '该图片过大或已损坏，无法生成预览，请下载原图查看',
    });
    expect(t.logLines.some((line) => line.includes('too large to send'))).toBe(true);
  });

  it('serves a published lot’s picture at a width to visitors', async () => {
    const image = await upload(await picture(1200, 900));
    const bulletin = await publishBulletin(t, tokens, [lotInput(t, { imageFileIds: [image.id] })]);
    expect(bulletin.lots).toHaveLength(1);
    const response = await preview(image.id, { w: '320' });
    expect(response.statusCode).toBe(200);
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 320 });
  });

  it('sends a PDF whole, as without a width', async () => {
    const pdf = await uploadSample(t, tokens.seller, 'pdf');
    const response = await preview(pdf.id, { w: '640' }, tokens.seller);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.equals(SAMPLE_FILES.pdf.bytes)).toBe(true);
  });

  it('removes a deleted file’s copies with it', async () => {
    const file = await upload(await picture(700, 500));
    await preview(file.id, { w: '320' }, tokens.seller);
    const cached = await variantPath(file.id, 320);
    await readFile(cached);
    await t.call('POST', 'fileDelete', { params: { id: file.id }, token: tokens.seller });
    await expect(readFile(cached)).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
