import type { StatementLayout, StatementPreview } from '@lyp/shared/reconciliation/statement.schemas';
import type { Principal } from '../../../lib/principal';
import type { ReconciliationServiceDeps } from '../reconciliation-deps';
import { readStatementFile } from '../statement-file';
import { guessMapping } from '../statement-guess';
import { toLayout } from '../statement-line-view';

const SAMPLE_ROWS = 5;

/** The banks' remembered layouts, and what an uploaded statement holds. */
export function statementLayoutUseCases(deps: ReconciliationServiceDeps) {
  const { reconciliation } = deps;
  const readStatement = readStatementFile(deps);
  return {
    async layouts(principal: Principal): Promise<StatementLayout[]> {
      return (await reconciliation.listLayouts(principal.tenantId)).map(toLayout);
    },

    /** What the statement holds, and the remembered layout of a bank whose header it has. */
    async preview(principal: Principal, fileId: string): Promise<StatementPreview> {
      const { file, table, headerAt, headers } = await readStatement(principal, fileId);
      const signature = JSON.stringify(headers);
      const layout = (await reconciliation.listLayouts(principal.tenantId)).find(
        (row) => row.headers === signature,
      );
      return {
        fileName: file.name,
        headers,
        sampleRows: table.slice(headerAt + 1, headerAt + 1 + SAMPLE_ROWS),
        rowCount: Math.max(0, table.length - headerAt - 1),
        layout: layout ? toLayout(layout) : null,
        guess: guessMapping(headers),
      };
    },
  };
}
