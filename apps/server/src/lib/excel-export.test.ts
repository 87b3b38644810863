import { describe, expect, it } from 'vitest';
import {
  allPages,
  excelReplyHeaders,
  streamWorkbook,
  XLSX_CONTENT_TYPE,
  type StreamedWorkbookSpec,
} from './excel-export';
import { excelJs } from './exceljs';

interface Deposit {
  buyerName: string;
  phone: string;
  amountFen: number | null;
  paidAt: string;
  refunded: boolean;
}

/** The whole file a workbook stream writes. */
async function bytesOf<Row>(spec: StreamedWorkbookSpec<Row>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of streamWorkbook(spec)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function readBack(bytes: Buffer) {
  const workbook = new (excelJs().Workbook)();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook;
}

describe('the workbook', () => {
  it('writes a sheet that Excel reads back with its headers, yuan amounts and Chinese text', async () => {
    const bytes = await bytesOf<Deposit>({
      sheetName: '保证金',
      columns: [
        { header: '买家', key: 'buyerName' },
        { header: '手机号', key: 'phone', format: 'text' },
        { header: '金额（元）', key: 'amountFen', format: 'yuan', width: 14 },
        { header: '缴纳时间', key: 'paidAt', format: 'datetime' },
        { header: '已退还', key: 'refunded' },
      ],
      rows: [
        {
          buyerName: '张三（北京）',
          phone: '01012345678',
          amountFen: 123456,
          paidAt: '2026-11-22T03:04:05.000Z',
          refunded: true,
        },
        {
          buyerName: '李四',
          phone: '13800000001',
          amountFen: null,
          paidAt: '2026-11-22T16:30:00.000Z',
          refunded: false,
        },
      ],
    });

    const sheet = (await readBack(bytes)).getWorksheet('保证金')!;
    expect(sheet.getRow(1).values).toEqual([undefined, '买家', '手机号', '金额（元）', '缴纳时间', '已退还']);
    expect(sheet.getCell('A2').value).toBe('张三（北京）');
    // 123456 fen is 1234.56 yuan, shown with two decimals.
    expect(sheet.getCell('C2').value).toBe(1234.56);
    expect(sheet.getCell('C2').numFmt).toBe('#,##0.00');
    expect(sheet.getCell('C3').value).toBeNull();
    // A phone number with a leading zero stays text.
    expect(sheet.getCell('B2').value).toBe('01012345678');
    // 03:04:05 UTC is 11:04:05 in China; 16:30 UTC is already the next day there.
    expect(sheet.getCell('D2').value).toEqual(new Date(Date.UTC(2026, 10, 22, 11, 4, 5)));
    expect(sheet.getCell('D3').value).toEqual(new Date(Date.UTC(2026, 10, 23, 0, 30, 0)));
    expect(sheet.getCell('E2').value).toBe('是');
    expect(sheet.getColumn(3).width).toBe(14);
  });

  it('makes the header row bold and frozen', async () => {
    const bytes = await bytesOf({
      sheetName: '用户',
      columns: [{ header: '姓名', key: 'name' }],
      rows: [{ name: '王五' }],
    });

    const sheet = (await readBack(bytes)).getWorksheet('用户')!;
    expect(sheet.getCell('A1').font?.bold).toBe(true);
    expect(sheet.getCell('A2').font?.bold).toBeFalsy();
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  });
});

describe('excelReplyHeaders', () => {
  it('names a Chinese file in filename* with an ASCII fallback', () => {
    const headers = excelReplyHeaders('角色列表(2026)');
    expect(headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect(headers['content-disposition']).toBe(
      `attachment; filename="____(2026).xlsx"; filename*=UTF-8''%E8%A7%92%E8%89%B2%E5%88%97%E8%A1%A8%282026%29.xlsx`,
    );
    const encoded = /filename\*=UTF-8''(.+)$/.exec(headers['content-disposition'])![1]!;
    expect(decodeURIComponent(encoded)).toBe('角色列表(2026).xlsx');
  });
});

describe('allPages', () => {
  it('reads page after page until one comes back short', async () => {
    const asked: Array<[number, number]> = [];
    const source = Array.from({ length: 7 }, (_, index) => index);
    const rows: number[] = [];
    for await (const row of allPages(
      async (offset, limit) => {
        asked.push([offset, limit]);
        return source.slice(offset, offset + limit);
      },
      { pageSize: 3 },
    ))
      rows.push(row);
    expect(rows).toEqual(source);
    expect(asked).toEqual([
      [0, 3],
      [3, 3],
      [6, 3],
    ]);
  });

  it('stops at the row limit', async () => {
    const rows: number[] = [];
    for await (const row of allPages(async (offset, limit) => Array.from({ length: limit }, () => offset), {
      pageSize: 4,
      maxRows: 10,
    }))
      rows.push(row);
    expect(rows).toHaveLength(10);
  });
});

describe('streamWorkbook', () => {
  it('streams a workbook that reads back with every row', async () => {
    async function* rows() {
      for (let index = 1; index <= 3; index += 1) yield { name: `第${index}行`, amountFen: index * 100 };
    }
    const bytes = await bytesOf({
      sheetName: '测试',
      columns: [
        { header: '名称', key: 'name' },
        { header: '金额（元）', key: 'amountFen', format: 'yuan' },
      ],
      rows: rows(),
    });
    const sheet = (await readBack(bytes)).worksheets[0]!;
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getRow(4).getCell(2).value).toBe(3);
  });

  it('fails the stream when reading the rows fails part-way, so the download does not end short', async () => {
    async function* rows() {
      yield { name: '第1行' };
      throw new Error('数据库连接中断');
    }
    const stream = streamWorkbook({
      sheetName: '测试',
      columns: [{ header: '名称', key: 'name' }],
      rows: rows(),
    });
    await expect(
      (async () => {
        for await (const chunk of stream) void chunk;
      })(),
    ).rejects.toThrow('数据库连接中断');
  });
});
