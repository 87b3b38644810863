import type { RouteObject } from 'react-router';
import { ROUTES, type RouteInfo } from '../../config/paths';
import {
  loadInfoReleasePage,
  loadNoticeAuditPage,
  loadNoticeEditorPage,
  type PublishingDeps,
} from '../../features/publishing';
import { loadSubAccountsPage } from '../../features/company';
import { loadMyMarginPage } from '../../features/buyer-deposits';
import { loadMyOrderPage, loadOrderPaymentPage } from '../../features/buyer-orders';
import { loadMarginManagePage } from '../../features/deposit-review';
import { loadBankStatementPage } from '../../features/reconciliation';
import { loadFeeContractPage, loadTripartiteContractPage } from '../../features/contracts';
import { loadReminderSettingsPage } from '../../features/messages';
import { loadRegisterReviewPage } from '../../features/registrations';
import { loadRegisterMemberPage } from '../../features/members';
import { loadBidOrderManagePage, loadOrderManagePage } from '../../features/seller-orders';
import {
  loadBannersPage,
  loadCommissionPage,
  loadDictionariesPage,
  loadMenuManagePage,
  loadRoleManagePage,
  loadUsersPage,
} from '../../features/system';

type Load = () => Promise<React.ComponentType>;

/**
 * What the table is built with, handed in by the entry. This chunk imports nothing the entry
 * has (but the route paths): the bundler would otherwise move those modules out of the entry
 * into shared chunks, and the home page would download more, not less.
 */
export interface PersonalCenterDeps {
  /** A page of the centre, loaded on demand (with the upgrade dialog if its chunk fails). */
  page: (route: RouteInfo, load: Load) => RouteObject;
  /** Fetches the caller's menus and buttons again (after a change to their own grants). */
  reloadProfile: () => Promise<unknown>;
  /** The public pages' views, for the sellers' preview (the marketplace is the entry's already). */
  loadPreviewViews: PublishingDeps['loadPreviewViews'];
  /** 我的关注 and 我的竞价 live with the marketplace's lots and live channel (the entry's already). */
  loadMyAttentionPage: Load;
  loadMyBidPage: Load;
}

const account = () => import('../../features/account');

/**
 * The personal centre's pages, added under its route on the first visit (the router's
 * patchRoutesOnNavigation): this table and its loaders stay out of the home page's JavaScript.
 */
export function personalCenterRoutes({
  page,
  reloadProfile,
  loadPreviewViews,
  loadMyAttentionPage,
  loadMyBidPage,
}: PersonalCenterDeps): RouteObject[] {
  return [
    page(ROUTES.personalHome, () => account().then((module) => module.PersonalHomePage)),
    page(ROUTES.myBid, loadMyBidPage),
    page(ROUTES.myMargin, loadMyMarginPage),
    page(ROUTES.myOrder, loadMyOrderPage),
    page(ROUTES.orderPayment, loadOrderPaymentPage),
    page(ROUTES.myAttention, loadMyAttentionPage),
    page(ROUTES.reminderSettings, loadReminderSettingsPage),
    page(ROUTES.infoRelease, () => loadInfoReleasePage({ loadPreviewViews })),
    page(ROUTES.noticeEditor, () => loadNoticeEditorPage({ loadPreviewViews })),
    page(ROUTES.bidOrderManage, loadBidOrderManagePage),
    page(ROUTES.orderManage, loadOrderManagePage),
    page(ROUTES.feeContract, loadFeeContractPage),
    page(ROUTES.tripartiteContract, loadTripartiteContractPage),
    page(ROUTES.noticeTodo, () => loadNoticeAuditPage({ loadPreviewViews }, 'todo')),
    page(ROUTES.noticeApproved, () => loadNoticeAuditPage({ loadPreviewViews }, 'approved')),
    page(ROUTES.noticeRejected, () => loadNoticeAuditPage({ loadPreviewViews }, 'rejected')),
    page(ROUTES.noticePublished, () => loadNoticeAuditPage({ loadPreviewViews }, 'published')),
    page(ROUTES.marginManage, loadMarginManagePage),
    page(ROUTES.bankStatement, loadBankStatementPage),
    page(ROUTES.registerReview, loadRegisterReviewPage),
    page(ROUTES.registerMember, loadRegisterMemberPage),
    page(ROUTES.menuManage, loadMenuManagePage),
    // After a grant, the caller's own menus and buttons are fetched again.
    page(ROUTES.roleManage, () => loadRoleManagePage({ reloadProfile })),
    page(ROUTES.userManage, loadUsersPage),
    page(ROUTES.dictionaryManage, loadDictionariesPage),
    page(ROUTES.bannerManage, loadBannersPage),
    page(ROUTES.commissionSetting, loadCommissionPage),
    page(ROUTES.subAccount, loadSubAccountsPage),
  ];
}
