import type { RouteObject } from 'react-router';
import { ROUTES, type CentrePageName, type RouteInfo } from '../../config/paths';
import {
  loadInfoReleasePage,
  loadNoticeAuditPage,
  loadNoticeEditorPage,
  type PublishingDeps,
} from '../../features/publishing';
import { loadSubAccountsPage } from '../../features/company';
import { loadApiClientsPage, loadWebhooksPage } from '../../features/integrations';
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
 * One loader per page of the shared table's centre: the compiler names any page left without.
 */
export function personalCenterRoutes(deps: PersonalCenterDeps): RouteObject[] {
  const loaders = centrePageLoaders(deps);
  return (Object.keys(loaders) as CentrePageName[]).map((name) => deps.page(ROUTES[name], loaders[name]));
}

function centrePageLoaders({
  reloadProfile,
  loadPreviewViews,
  loadMyAttentionPage,
  loadMyBidPage,
}: PersonalCenterDeps): Record<CentrePageName, Load> {
  return {
    personalHome: () => account().then((module) => module.PersonalHomePage),
    myBid: loadMyBidPage,
    myMargin: loadMyMarginPage,
    myOrder: loadMyOrderPage,
    orderPayment: loadOrderPaymentPage,
    myAttention: loadMyAttentionPage,
    reminderSettings: loadReminderSettingsPage,
    infoRelease: () => loadInfoReleasePage({ loadPreviewViews }),
    noticeEditor: () => loadNoticeEditorPage({ loadPreviewViews }),
    bidOrderManage: loadBidOrderManagePage,
    orderManage: loadOrderManagePage,
    feeContract: loadFeeContractPage,
    tripartiteContract: loadTripartiteContractPage,
    noticeTodo: () => loadNoticeAuditPage({ loadPreviewViews }, 'todo'),
    noticeApproved: () => loadNoticeAuditPage({ loadPreviewViews }, 'approved'),
    noticeRejected: () => loadNoticeAuditPage({ loadPreviewViews }, 'rejected'),
    noticePublished: () => loadNoticeAuditPage({ loadPreviewViews }, 'published'),
    marginManage: loadMarginManagePage,
    bankStatement: loadBankStatementPage,
    registerReview: loadRegisterReviewPage,
    registerMember: loadRegisterMemberPage,
    menuManage: loadMenuManagePage,
    // After a grant, the caller's own menus and buttons are fetched again.
    roleManage: () => loadRoleManagePage({ reloadProfile }),
    userManage: loadUsersPage,
    dictionaryManage: loadDictionariesPage,
    bannerManage: loadBannersPage,
    commissionSetting: loadCommissionPage,
    subAccount: loadSubAccountsPage,
    apiClient: loadApiClientsPage,
    webhook: loadWebhooksPage,
  };
}
