import { call, download } from '../../../lib/api-call';
import { uploadFile } from '../../../lib/file-upload';

/** The refunds of the list as filtered, as the bank's batch payment file (批量代付). */
export const downloadRefundBatch = (filters: Record<string, unknown>) =>
  download('marginRefundBatchExport', filters);

/** The bank's result file: uploaded, then read; answers what it marked returned and what it left. */
export async function importRefundResult(file: File) {
  const stored = await uploadFile(file);
  return call('marginRefundResultImport', { fileId: stored.id });
}
