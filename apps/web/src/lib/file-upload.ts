import { apiUrl } from '@lyp/shared/api/paths';
import type { FileView } from '@lyp/shared/files/file.schemas';
import { apiData } from './api-client';

/** Uploads one file (a voucher, an ID photo); the server checks its kind by content and answers its record. */
export function uploadFile(file: File): Promise<FileView> {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiData<FileView>(apiUrl('fileUpload'), { method: 'POST', form });
}
