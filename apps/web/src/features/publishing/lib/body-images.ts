import { embeddedPreviewIds, withPreviewSources } from '@lyp/shared/files/preview-url';

/** The ids of the pictures a bulletin's body shows, in order, once each. */
export const bodyImageIds = embeddedPreviewIds;

/** The body with its pictures pointed at local copies, where one is ready (the rest stay as they are). */
export const withLocalImages = withPreviewSources;
