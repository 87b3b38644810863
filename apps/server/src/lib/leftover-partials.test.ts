import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { removeLeftoverPartials } from './leftover-partials';

describe('removeLeftoverPartials', () => {
  let root: string;
  const now = new Date('2026-11-28T12:00:00Z');
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3600_000);

  beforeEach(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'lyp-partials-'));
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  async function file(relative: string, modified: Date, bytes = 'x') {
    const target = path.join(root, relative);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, bytes);
    await utimes(target, modified, modified);
  }

  it('removes a killed upload’s .part and keeps every complete file', async () => {
    await file('ab/ab12.part', hoursAgo(2), 'half an upload');
    await file('ab/ab34', hoursAgo(2));
    await file('variants/cd/cd56-320.webp.part', hoursAgo(3));
    await file('cd/cd78', hoursAgo(5));

    expect(await removeLeftoverPartials(root, now)).toEqual({ removed: 2, bytes: 15 });
    expect((await readdir(root, { recursive: true })).sort()).toEqual(
      ['ab', 'ab/ab34', 'cd', 'cd/cd78', 'variants', 'variants/cd'].sort(),
    );
  });

  it('leaves a .part that was written to recently: another instance may be receiving it', async () => {
    await file('ef/ef12.part', new Date(now.getTime() - 5 * 60_000));
    expect(await removeLeftoverPartials(root, now)).toEqual({ removed: 0, bytes: 0 });
    expect(await readdir(path.join(root, 'ef'))).toEqual(['ef12.part']);
  });

  it('finds nothing to do in a data directory with no uploads yet', async () => {
    expect(await removeLeftoverPartials(path.join(root, 'missing'), now)).toEqual({ removed: 0, bytes: 0 });
  });
});
