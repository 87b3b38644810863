// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fileNameFromDisposition, saveDownload } from './save-download';

describe('fileNameFromDisposition', () => {
  it('prefers the UTF-8 filename* over the ASCII fallback, wherever it stands', () => {
    const chinese = encodeURIComponent('用户列表.xlsx');
    expect(
      fileNameFromDisposition(`attachment; filename="____.xlsx"; filename*=UTF-8''${chinese}`, 'x'),
    ).toBe('用户列表.xlsx');
    expect(
      fileNameFromDisposition(`attachment; filename*=utf-8''${chinese}; filename="____.xlsx"`, 'x'),
    ).toBe('用户列表.xlsx');
  });

  it('decodes the characters RFC 5987 makes servers escape', () => {
    expect(
      fileNameFromDisposition(`attachment; filename*=UTF-8'zh'%E6%8A%A5%E8%A1%A8%20%281%29%27s.xlsx`, 'x'),
    ).toBe("报表 (1)'s.xlsx");
  });

  it('reads a quoted or a bare filename when there is no filename*', () => {
    expect(fileNameFromDisposition('attachment; filename="report \\"final\\".xlsx"', 'x')).toBe(
      'report "final".xlsx',
    );
    expect(fileNameFromDisposition('attachment; filename=report.xlsx', 'x')).toBe('report.xlsx');
  });

  it('uses the plain filename when filename* is malformed or not UTF-8', () => {
    expect(fileNameFromDisposition(`attachment; filename="a.xlsx"; filename*=UTF-8''%E7%94`, 'x')).toBe(
      'a.xlsx',
    );
    expect(fileNameFromDisposition(`attachment; filename="a.xlsx"; filename*=ISO-8859-1''b.xlsx`, 'x')).toBe(
      'a.xlsx',
    );
  });

  it('falls back to the given name without a header or a name in it', () => {
    expect(fileNameFromDisposition(null, '导出数据.xlsx')).toBe('导出数据.xlsx');
    expect(fileNameFromDisposition('attachment', '导出数据.xlsx')).toBe('导出数据.xlsx');
  });

  it('keeps only the base name of a name with folders in it', () => {
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"', 'x')).toBe('passwd');
    expect(fileNameFromDisposition(`attachment; filename*=UTF-8''..%5C..%5Cevil.xlsx`, 'x')).toBe(
      'evil.xlsx',
    );
  });
});

describe('saveDownload', () => {
  // jsdom has no object URLs: each test lends its own and gives them back.
  const { createObjectURL, revokeObjectURL } = URL;
  afterEach(() => {
    vi.restoreAllMocks();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });

  it('saves the body through an object URL under the server’s name', async () => {
    const created: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:test/1';
    });
    URL.revokeObjectURL = vi.fn();
    let clicked: { href: string; download: string } | undefined;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked = { href: this.href, download: this.download };
    });
    const response = new Response('表格内容', {
      headers: { 'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent('角色.xlsx')}` },
    });

    const name = await saveDownload(response, '导出数据.xlsx');

    expect(name).toBe('角色.xlsx');
    expect(clicked).toEqual({ href: 'blob:test/1', download: '角色.xlsx' });
    expect(await created[0]?.text()).toBe('表格内容');
    expect(document.querySelector('a[download]')).toBeNull();
  });
});
