import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, writeFile, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ManifestFile } from './backup-manifest';

export interface CopiedTree {
  files: ManifestFile[];
  directories: string[];
}

export interface TreeCopyOptions {
  /** Where in the backup the tree goes, relative (`postgres`, `files`). */
  into: string;
  /** Relative to the tree's root, forward slashes: whether to leave this entry out. */
  skip?: (relative: string, isDirectory: boolean) => boolean;
  /**
   * A live tree (a running cluster, uploads arriving) loses files while we walk it: those are
   * left out instead of failing the backup. The database's own recovery, or the files' rows
   * being gone too, makes that right.
   */
  live?: boolean;
}

/** Copies a directory tree into the backup, hashing each file as it is written. */
export async function copyTree(
  source: string,
  backupDir: string,
  options: TreeCopyOptions,
): Promise<CopiedTree> {
  const copied: CopiedTree = { files: [], directories: [] };
  await walk('', copied);
  return copied;

  async function walk(relative: string, into: CopiedTree): Promise<void> {
    const entries = await readdir(path.join(source, relative), { withFileTypes: true }).catch(
      (error: NodeJS.ErrnoException) => {
        if (options.live && error.code === 'ENOENT') return undefined;
        throw error;
      },
    );
    if (!entries) return;
    const target = path.posix.join(options.into, relative);
    await mkdir(path.join(backupDir, target), { recursive: true, mode: 0o700 });
    into.directories.push(target);
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (options.skip?.(child, entry.isDirectory())) continue;
      if (entry.isDirectory()) await walk(child, into);
      else if (entry.isFile()) {
        const file = await copyFileHashed(
          path.join(source, child),
          backupDir,
          `${target}/${entry.name}`,
          options.live,
        );
        if (file) into.files.push(file);
      } else {
        // Symbolic links would be tablespaces or hand-made links: a copy of the link restores nothing.
        throw new Error(`无法备份 ${path.join(source, child)}：不支持符号链接或特殊文件（如表空间）`);
      }
    }
  }
}

/** Files up to this size are read whole: most of a cluster is 8 KB pages, where streams cost more than the copy. */
const READ_WHOLE_BYTES = 4 * 1024 * 1024;

/** One file into the backup at `relative`; undefined when a live file vanished first. */
export async function copyFileHashed(
  source: string,
  backupDir: string,
  relative: string,
  live = false,
): Promise<ManifestFile | undefined> {
  const target = path.join(backupDir, relative);
  let handle: FileHandle;
  try {
    handle = await open(source, 'r');
  } catch (error) {
    if (live && (error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    if ((await handle.stat()).size <= READ_WHOLE_BYTES) {
      // Read to the end, not to the size seen: a live file may have grown since.
      const bytes = await handle.readFile();
      await writeFile(target, bytes, { mode: 0o600 });
      return {
        path: relative,
        bytes: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
      };
    }
    return await streamHashed(handle, target, relative);
  } finally {
    await handle.close();
  }
}

async function streamHashed(handle: FileHandle, target: string, relative: string): Promise<ManifestFile> {
  const hash = createHash('sha256');
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  await pipeline(
    handle.createReadStream({ autoClose: false }),
    counter,
    createWriteStream(target, { mode: 0o600 }),
  );
  return { path: relative, bytes, sha256: hash.digest('hex') };
}
