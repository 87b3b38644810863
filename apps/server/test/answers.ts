import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { readSheet } from './excel-fixtures';

/** Reading the app's answers in tests: the data of a success, the parts of a refusal, an export's file. */

export function dataOf<T>(response: LightMyRequestResponse): T {
  const body = response.json<{ code: number; data: T; msg: string }>();
  if (response.statusCode !== 200 || body.code !== 0) {
    throw new Error(`expected success, got ${response.statusCode}: ${response.body}`);
  }
  return body.data;
}

export interface ErrorAnswer {
  status: number;
  code: number;
  error: string;
  msg: string;
  fields?: Array<{ field: string; msg: string }>;
}

/** A refusal's status and body together, to match in one expectation. */
export const errorOf = (response: LightMyRequestResponse): ErrorAnswer => ({
  status: response.statusCode,
  ...response.json<Omit<ErrorAnswer, 'status'>>(),
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * An export's answer: 200, an .xlsx attachment with its name in UTF-8 (`<title>-YYYYMMDD.xlsx`
 * when the title is given), read back: its file name and first sheet.
 */
export async function expectXlsxDownload(answer: LightMyRequestResponse, fileTitle?: string) {
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-type']).toContain('spreadsheetml');
  const disposition = String(answer.headers['content-disposition']);
  expect(disposition).toContain("filename*=UTF-8''");
  const fileName = decodeURIComponent(disposition);
  if (fileTitle !== undefined)
    expect(fileName).toMatch(new RegExp(`${escapeRegExp(fileTitle)}-\\d{8}\\.xlsx`));
  return { fileName, ...(await readSheet(answer.rawPayload)) };
}
