import type * as ExcelJSModule from 'exceljs';
import { createRequire } from 'node:module';

let loaded: typeof ExcelJSModule | undefined;

/**
 * exceljs, loaded as Node loads CommonJS (it has no default export for ESM), on first use:
 * it takes about 0.3 s to load, which a restarting server should not wait for before it
 * answers bids.
 */
export const excelJs = (): typeof ExcelJSModule =>
  (loaded ??= createRequire(import.meta.url)('exceljs') as typeof ExcelJSModule);

export type { CellValue, Workbook, Worksheet } from 'exceljs';
