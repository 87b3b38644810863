import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * A file is written as `<key>.part` and renamed when complete; a process killed mid-upload
 * leaves the `.part` behind for good. Removed at start, but only when nothing has written to it
 * for `idleMs`: another instance sharing the directory may be receiving that upload right now.
 */
export async function removeLeftoverPartials(
  root: string,
  now: Date,
  idleMs = 60 * 60 * 1000,
): Promise<{ removed: number; bytes: number }> {
  const entries = await readdir(root, { recursive: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  let removed = 0;
  let bytes = 0;
  for (const entry of entries) {
    if (!entry.endsWith('.part')) continue;
    const file = path.join(root, entry);
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile() || now.getTime() - info.mtimeMs < idleMs) continue;
    await rm(file, { force: true });
    removed += 1;
    bytes += info.size;
  }
  return { removed, bytes };
}
