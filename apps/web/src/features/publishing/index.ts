/**
 * 信息发布: a seller's bulletins (list, show, preview) and their editor. Each page is its own
 * chunk; app/ hands in the public pages' views for the preview (features do not import each
 * other).
 */
import type { PublishingDeps } from './publishing-deps';

export type { PreviewViews, PublishingDeps } from './publishing-deps';

export const loadInfoReleasePage = (deps: PublishingDeps) =>
  import('./components/info-release-page').then((module) => module.createInfoReleasePage(deps));
export const loadNoticeEditorPage = (deps: PublishingDeps) =>
  import('./components/notice-editor-page').then((module) => module.createNoticeEditorPage(deps));
