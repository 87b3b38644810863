/**
 * Bulletins in the back office: a seller's (信息发布: list, show, preview, editor) and the
 * platform's review of them (审核中心: 待审核, 已通过, 未通过, 已发布). Each page is its own
 * chunk; app/ hands in the public pages' views for the preview (features do not import each
 * other).
 */
import type { AuditViewKey } from './lib/audit-views';
import type { PublishingDeps } from './publishing-deps';

export type { AuditViewKey } from './lib/audit-views';
export type { PreviewViews, PublishingDeps } from './publishing-deps';

export const loadInfoReleasePage = (deps: PublishingDeps) =>
  import('./components/info-release-page').then((module) => module.createInfoReleasePage(deps));
export const loadNoticeEditorPage = (deps: PublishingDeps) =>
  import('./components/notice-editor-page').then((module) => module.createNoticeEditorPage(deps));
export const loadNoticeAuditPage = (deps: PublishingDeps, view: AuditViewKey) =>
  import('./components/audit/notice-audit-page').then((module) => module.createNoticeAuditPage(deps, view));
