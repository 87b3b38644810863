import { download, queryOptionsOf } from '../../../lib/api-call';

/** Provinces, cities and districts, for a lot's region. */
export const areaTreeQuery = () => queryOptionsOf('areaTree');

/** A picture of a bulletin not yet public, read with the token; a refusal keeps the session. */
export const downloadPreviewImage = (fileId: string) =>
  download('filePreview', { id: fileId }, { clearUserInfoOnAuthFailure: false });
