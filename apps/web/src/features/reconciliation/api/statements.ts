import type {
  StatementImportBody,
  StatementLineListBody,
} from '@lyp/shared/reconciliation/statement.schemas';
import type { QueryClient } from '@tanstack/react-query';
import { call, queryKeyOf, queryOptionsOf } from '../../../lib/api-call';
import { uploadFile } from '../../../lib/file-upload';

/** The statement uploaded as the caller's file, then read back: header, first rows, known layout. */
export async function previewStatement(file: File) {
  const stored = await uploadFile(file);
  return { fileId: stored.id, preview: await call('statementPreview', { fileId: stored.id }) };
}

export const importStatement = (body: StatementImportBody) => call('statementImport', body);

export const statementLayoutsQuery = () => queryOptionsOf('statementLayouts');

export const statementLinesQuery = (body: StatementLineListBody) => queryOptionsOf('statementLines', body);
export const refreshStatementLines = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: queryKeyOf('statementLines') });

export const matchCandidatesQuery = (lineId: number) =>
  queryOptionsOf('statementLineCandidates', { id: lineId });

export const matchLine = (body: {
  lineId: number;
  kind: 'deposit' | 'order';
  targetId: number;
  note?: string;
}) => call('statementLineMatch', body);

export const rejectLine = (lineId: number, reason: string) => call('statementLineReject', { lineId, reason });
