import { describe, expect, it } from 'vitest';
import { pageWindow, readPage } from './paging';

describe('paging', () => {
  it('turns a 1-based page into the rows it covers', () => {
    expect(pageWindow({ current: 1, size: 10 })).toEqual({ offset: 0, limit: 10 });
    expect(pageWindow({ current: 3, size: 20 })).toEqual({ offset: 40, limit: 20 });
  });

  it('reads the page’s window and answers the rows shown, with the total and the page asked for', async () => {
    const windows: unknown[] = [];
    const page = await readPage(
      { current: 2, size: 2 },
      async (window) => {
        windows.push(window);
        return { records: [{ id: 3 }, { id: 4 }], total: 5 };
      },
      (row) => `#${row.id}`,
    );
    expect(windows).toEqual([{ offset: 2, limit: 2 }]);
    expect(page).toEqual({ records: ['#3', '#4'], total: 5, current: 2, size: 2 });
  });
});
