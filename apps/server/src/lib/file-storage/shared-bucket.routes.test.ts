import type { SaleDocument } from '@lyp/shared/auction/contract.schemas';
import type { FileView } from '@lyp/shared/files/file.schemas';
import { eq } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, errorOf } from '../../../test/answers';
import { soldOrder } from '../../../test/order-fixtures';
import { startS3Server, type TestS3Server } from '../../../test/s3-server';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { DISGUISED_FILES, SAMPLE_FILES, uploadBytes, uploadSample } from '../../../test/upload-fixtures';
import { files, saleDocuments } from '../../db/schema';

/**
 * Two instances, as on two machines: one database, one bucket, and each its own local folder
 * (staging and picture copies only). What one stores, the other serves.
 */

let s3: TestS3Server;
let first: TestApp;
let second: TestApp;
let tokens: { seller: string; auditor: string; buyer: string };

beforeAll(async () => {
  s3 = await startS3Server();
  const shared = {
    accessTokenTtlSeconds: 60 * 24 * 3600,
    fileStorage: (filesDir: string) => s3.storageFor(path.join(filesDir, 'staging')),
  };
  first = await createTestApp(shared);
  second = await createTestApp({ ...shared, databaseUrl: first.databaseUrl });
  tokens = {
    seller: await first.signIn('seller'),
    auditor: await first.signIn('auditor'),
    buyer: await first.signIn('buyer'),
  };
});

afterAll(async () => {
  // The second uses the first's database, which goes with the first.
  await second?.close();
  await first?.close();
  await s3?.close();
});

const download = (t: TestApp, id: string, token = tokens.buyer) =>
  t.call('GET', 'fileDownload', { params: { id }, token });
const keyOfFile = async (id: string) =>
  (await first.database.db.select().from(files).where(eq(files.id, id)))[0]!.storageKey;
/** Every file either instance keeps on its own disk: originals must be in the bucket only. */
const localFiles = async () =>
  (
    await Promise.all(
      [first, second].map((t) => readdir(t.filesDir, { recursive: true, withFileTypes: true })),
    )
  )
    .flat()
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);

describe('instances sharing a bucket', () => {
  it('serve a file uploaded through one from the other, byte for byte, and forget it for both once removed', async () => {
    const file = await uploadSample(first, tokens.buyer, 'pdf');
    const key = await keyOfFile(file.id);
    expect(await s3.keys()).toContain(key);
    expect(await localFiles()).toEqual([]);

    const answer = await download(second, file.id);
    expect(answer.statusCode).toBe(200);
    expect(answer.rawPayload).toEqual(SAMPLE_FILES.pdf.bytes);

    dataOf(await second.call('POST', 'fileDelete', { params: { id: file.id }, token: tokens.buyer }));
    expect(errorOf(await download(first, file.id)).error).toBe('FILE_NOT_FOUND');
    expect(await s3.keys()).not.toContain(key);
  });

  it('keep nothing of an upload refused by its content', async () => {
    const before = await s3.keys();
    const answer = await uploadBytes(
      first,
      tokens.buyer,
      DISGUISED_FILES.exe.name,
      DISGUISED_FILES.exe.bytes,
    );
    expect(errorOf(answer).error).toBe('FILE_TYPE_NOT_ALLOWED');
    expect(await s3.keys()).toEqual(before);
    expect(await localFiles()).toEqual([]);
  });

  it('preview a picture uploaded through one at a width through the other', async () => {
    const photo = await sharp({
      create: { width: 1200, height: 900, channels: 3, background: { r: 200, g: 120, b: 40 } },
    })
      .jpeg()
      .toBuffer();
    const file = dataOf<FileView>(await uploadBytes(first, tokens.seller, '仓库全景.jpg', photo));
    const answer = await second.call('GET', 'filePreview', {
      params: { id: file.id },
      query: { w: '640' },
      token: tokens.seller,
    });
    expect(answer.statusCode).toBe(200);
    expect(await sharp(answer.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 640,
      height: 480,
    });
  });

  it('serve an order’s document issued through one from the other, exactly as issued', async () => {
    const { order, buyer } = await soldOrder(first, tokens);
    const contract = dataOf<SaleDocument[]>(
      await first.call('GET', 'contractInfoByOrder', { token: buyer.token, params: { id: order.id } }),
    ).find((document) => document.kind === 'buyer_contract')!;
    second.clock.set(first.clock.now());
    const answer = await second.call('GET', 'contractFile', {
      token: buyer.token,
      params: { id: contract.id },
    });
    expect(answer.statusCode).toBe(200);
    expect(createHash('sha256').update(answer.rawPayload).digest('hex')).toBe(contract.sha256);
  });
});

describe('stored bytes that no longer match their record', () => {
  it('refuse a document whose bytes do not hash to the SHA-256 recorded at issue, saying so and logging it', async () => {
    const { order, buyer } = await soldOrder(first, tokens);
    const contract = dataOf<SaleDocument[]>(
      await first.call('GET', 'contractInfoByOrder', { token: buyer.token, params: { id: order.id } }),
    ).find((document) => document.kind === 'tripartite')!;
    const [row] = await first.database.db
      .select()
      .from(saleDocuments)
      .where(eq(saleDocuments.id, contract.id));
    const issued = await s3.read(row!.storageKey);
    await s3.overwrite(row!.storageKey, Buffer.concat([issued.subarray(0, -10), Buffer.from('%%EOF-----')]));

    second.clock.set(first.clock.now());
    const answer = await second.call('GET', 'contractFile', {
      token: buyer.token,
      params: { id: contract.id },
    });
    expect(errorOf(answer)).toMatchObject({ status: 500, error: 'STORED_FILE_CORRUPT' });
    expect(errorOf(answer).msg).toContain(`单据 ${contract.documentNo}`);
    expect(errorOf(answer).msg).toContain('SHA-256');
    expect(second.logLines.some((line) => line.includes('单据文件无法按记录提供'))).toBe(true);
  });

  it('cut a file’s download short, before its end, when its bytes were changed, and log it', async () => {
    const bytes = Buffer.concat([
      SAMPLE_FILES.pdf.bytes,
      Buffer.alloc(200_000, 0x20),
      Buffer.from('%%EOF\n'),
    ]);
    const file = dataOf<FileView>(await uploadBytes(first, tokens.buyer, '大文件.pdf', bytes));
    const damaged = Buffer.from(bytes);
    damaged[1000] = 0x21;
    await s3.overwrite(await keyOfFile(file.id), damaged);

    // Headers (with the length) went out before the last chunk was checked: the response is
    // broken off, so no client takes the bytes for a whole file.
    await expect(download(second, file.id)).rejects.toThrow('response destroyed before completion');
    expect(second.logLines.some((line) => line.includes('SHA-256 不一致'))).toBe(true);
  });

  it('answer a clear error for a file whose bytes are gone from the bucket', async () => {
    const file = await uploadSample(first, tokens.buyer, 'png');
    await s3.delete(await keyOfFile(file.id));
    expect(errorOf(await download(second, file.id))).toMatchObject({
      status: 500,
      error: 'STORED_FILE_MISSING',
      msg: expect.stringContaining(SAMPLE_FILES.png.name) as string,
    });
  });
});
