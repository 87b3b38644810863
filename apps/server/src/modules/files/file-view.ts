import type { FileView } from '@lyp/shared/files/file.schemas';
import type { FileRecord } from './files.repository';

export function toFileView(record: FileRecord): FileView {
  return {
    id: record.id,
    originalName: record.originalName,
    mime: record.mime,
    ext: record.ext,
    sizeBytes: record.sizeBytes,
    businessType: record.businessType,
    businessId: record.businessId,
    createdAt: record.createdAt.toISOString(),
  };
}
