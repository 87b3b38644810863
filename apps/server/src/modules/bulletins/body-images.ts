import { embeddedPreviewIds } from '@lyp/shared/files/preview-url';

/** The ids of our own file previews a bulletin's (sanitized) body shows, in order, once each. */
export const bodyImageIds = embeddedPreviewIds;
