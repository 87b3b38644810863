import { upload } from './api-call';

/** Uploads one file (a voucher, an ID photo); the server checks its kind by content and answers its record. */
export function uploadFile(file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return upload('fileUpload', form);
}
