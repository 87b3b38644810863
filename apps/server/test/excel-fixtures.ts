import { excelJs } from '../src/lib/exceljs';

/** An exported .xlsx read back: a sheet's name (the first unless told), header row, and rows by header. */
export async function readSheet(bytes: Buffer, sheetIndex = 0) {
  const workbook = new (excelJs().Workbook)();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[sheetIndex]!;
  const values: unknown[][] = [];
  sheet.eachRow((row) => values.push((row.values as unknown[]).slice(1)));
  const [header = [], ...rows] = values as [string[], ...unknown[][]];
  return {
    name: sheet.name,
    header,
    rows,
    records: rows.map((row) => Object.fromEntries(header.map((name, index) => [name, row[index]]))),
  };
}

/** A spreadsheet as a bank would hand it out: these rows, as text cells, in one sheet. */
export async function workbookOf(rows: Array<Array<string | number>>): Promise<Buffer> {
  const workbook = new (excelJs().Workbook)();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
