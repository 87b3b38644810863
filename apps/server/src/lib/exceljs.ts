import type * as ExcelJSModule from 'exceljs';
import { createRequire } from 'node:module';

/** exceljs is CommonJS with no default export for ESM: loaded as Node loads it. */
export const ExcelJS = createRequire(import.meta.url)('exceljs') as typeof ExcelJSModule;
export type { CellValue, Workbook, Worksheet } from 'exceljs';
