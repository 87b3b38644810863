import type { Db } from '../../db/client';
import { createStatementImportWrites } from './statement-import-writes';
import { createStatementLineWrites } from './statement-line-writes';
import { createStatementLineQueries } from './statement-lines.queries';

export type { StatementLayoutRecord } from './statement-import-writes';
export type { LineDecision } from './statement-line-writes';
export type { StatementLineRecord } from './statement-lines.queries';

/** Layouts, imports and lines of the platform's bank statements. */
export function createReconciliationRepository(db: Db) {
  return {
    ...createStatementImportWrites(db),
    ...createStatementLineQueries(db),
    ...createStatementLineWrites(db),
  };
}

export type ReconciliationRepository = ReturnType<typeof createReconciliationRepository>;
