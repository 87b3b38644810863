// @vitest-environment node
import { mkdtemp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressDirectory } from './precompress';

let dist: string;

beforeEach(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'lyp-precompress-'));
  await mkdir(path.join(dist, 'assets'));
});
afterEach(() => rm(dist, { recursive: true, force: true }));

const script = `export const 标的 = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `第 ${i} 号标的`))};\n`;

describe('precompressing the build', () => {
  it('writes brotli and gzip copies that decode to the original bytes', async () => {
    await writeFile(path.join(dist, 'assets/home-a1b2c3.js'), script);
    await writeFile(
      path.join(dist, 'index.html'),
      `<!doctype html><title>乐易拍</title>${'<div></div>'.repeat(200)}`,
    );

    const result = await precompressDirectory(dist);

    expect(result.files).toBe(2);
    for (const file of ['assets/home-a1b2c3.js', 'index.html']) {
      const original = await readFile(path.join(dist, file));
      expect(brotliDecompressSync(await readFile(path.join(dist, `${file}.br`)))).toEqual(original);
      expect(gunzipSync(await readFile(path.join(dist, `${file}.gz`)))).toEqual(original);
    }
    expect(result.brotliBytes).toBeLessThan(result.gzipBytes);
    expect(result.gzipBytes).toBeLessThan(result.originalBytes / 3);
  });

  it('leaves images, tiny files and what compression cannot shrink as they are', async () => {
    await writeFile(path.join(dist, 'assets/logo-d4e5f6.png'), Buffer.alloc(4096, 7));
    await writeFile(path.join(dist, 'assets/tiny-0a0b0c.js'), 'export {};\n');
    // Random bytes do not compress: a copy would be larger than the file.
    await writeFile(
      path.join(dist, 'assets/noise-9f8e7d.txt'),
      Buffer.from(Array.from({ length: 4096 }, () => Math.floor(Math.random() * 256))),
    );

    await precompressDirectory(dist);

    expect((await readdir(path.join(dist, 'assets'))).sort()).toEqual([
      'logo-d4e5f6.png',
      'noise-9f8e7d.txt',
      'tiny-0a0b0c.js',
    ]);
  });
});
