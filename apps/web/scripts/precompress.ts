/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside each compressible file of the build, at
 * the strongest settings: the work is done once here instead of per request, and the server
 * sends whichever the browser accepts (@fastify/static's preCompressed).
 *
 *   vite build && node --import tsx scripts/precompress.ts
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

export interface PrecompressResult {
  files: number;
  originalBytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => COMPRESSIBLE.test(file));
}

/** Compresses every compressible file under `dir` that is big enough to gain from it. */
export async function precompressDirectory(dir: string): Promise<PrecompressResult> {
  const result: PrecompressResult = { files: 0, originalBytes: 0, brotliBytes: 0, gzipBytes: 0 };
  for (const file of await filesUnder(dir)) {
    const original = await readFile(file);
    if (original.length < MIN_BYTES) continue;
    const [br, gz] = await Promise.all([
      brotli(original, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      }),
      gzipAsync(original, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    // A copy no smaller than the original would only cost the browser a decode.
    if (br.length < original.length) await writeFile(`${file}.br`, br);
    if (gz.length < original.length) await writeFile(`${file}.gz`, gz);
    result.files += 1;
    result.originalBytes += original.length;
    result.brotliBytes += Math.min(br.length, original.length);
    result.gzipBytes += Math.min(gz.length, original.length);
  }
  return result;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dist = path.resolve(import.meta.dirname, '../dist');
  const { files, originalBytes, brotliBytes, gzipBytes } = await precompressDirectory(dist);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `预压缩 ${files} 个文件：原始 ${kb(originalBytes)}，brotli ${kb(brotliBytes)}，gzip ${kb(gzipBytes)}`,
  );
}
