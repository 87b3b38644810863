import type * as ExcelJSModule from 'exceljs';
import { createRequire } from 'node:module';

// exceljs is CommonJS: Node's ESM loader cannot see the named exports its types declare.
const ExcelJS = createRequire(import.meta.url)('exceljs') as typeof ExcelJSModule;

/** An exported .xlsx read back: its first sheet's name, header row, and rows by header. */
export async function readSheet(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
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
