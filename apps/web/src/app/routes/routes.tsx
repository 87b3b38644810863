import { Spin } from 'antd';
import { Navigate, type RouteObject } from 'react-router';
import {
  loadAboutPage,
  loadDepositPage,
  loadHomePage,
  loadLotDetailPage,
  loadMoreBidPage,
  loadMoreNoticePage,
  loadNoticeDetailsPage,
} from '../../features/marketplace';
import {
  loadBannersPage,
  loadCommissionPage,
  loadDictionariesPage,
  loadMenuManagePage,
  loadRoleManagePage,
  loadUsersPage,
} from '../../features/system';
import { loadProfile } from '../../features/account/session';
import { ROUTES, type RouteInfo } from '../../config/paths';
import { RootShell } from '../root-shell';
import { RouteErrorPage } from '../route-error-page';
import type { RouteHandle } from './route-handle';
import { lazyPage } from './lazy-page';

const account = () => import('../../features/account');

function page(
  route: RouteInfo,
  load: RouteObject['lazy'],
  area: RouteHandle['area'] = 'public',
): RouteObject {
  const handle: RouteHandle = { title: route.title, access: route.access, area };
  return { path: route.path, lazy: load, handle };
}

/** A route whose feature comes later: the placeholder page (its description loads with it). */
function upcoming(route: RouteInfo, area: RouteHandle['area'] = 'public'): RouteObject {
  const handle: RouteHandle = { title: route.title, access: route.access, area };
  return {
    path: route.path,
    lazy: lazyPage(() => import('./placeholder-page').then((module) => module.PlaceholderPage)),
    handle,
  };
}

const center = (route: RouteInfo) => upcoming(route, 'personal-center');

/** Every route of spec §2, each page loaded on demand. */
export function createRoutes(guardLoader: RouteObject['loader']): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootShell />,
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <PageLoading />,
      loader: guardLoader,
      // The guard decides on every navigation, not only the first.
      shouldRevalidate: () => true,
      children: [
        {
          lazy: lazyPage(() => import('./public-shell').then((module) => module.PublicShell)),
          children: [
            page(ROUTES.home, lazyPage(loadHomePage)),
            page(ROUTES.about, lazyPage(loadAboutPage)),
            page(ROUTES.moreBid, lazyPage(loadMoreBidPage)),
            page(ROUTES.auction, lazyPage(loadLotDetailPage)),
            page(ROUTES.moreNotice, lazyPage(loadMoreNoticePage)),
            page(ROUTES.noticeDetails, lazyPage(loadNoticeDetailsPage)),
            page(
              ROUTES.certify,
              lazyPage(() => account().then((module) => module.CertifyPage)),
            ),
            page(
              ROUTES.agreement,
              lazyPage(() => account().then((module) => module.AgreementPage)),
            ),
            page(ROUTES.margin, lazyPage(loadDepositPage)),
            {
              path: ROUTES.notFound.path,
              lazy: lazyPage(() => import('./not-found-page').then((module) => module.NotFoundPage)),
              handle: { title: ROUTES.notFound.title, access: 'public' } satisfies RouteHandle,
            },
          ],
        },
        {
          lazy: lazyPage(() =>
            import('../../components/layout/auth-layout').then((module) => module.AuthLayout),
          ),
          children: [
            page(
              ROUTES.login,
              lazyPage(() => account().then((module) => module.LoginPage)),
            ),
            page(
              ROUTES.signup,
              lazyPage(() => account().then((module) => module.SignupPage)),
            ),
            page(
              ROUTES.forgetPassword,
              lazyPage(() => account().then((module) => module.ForgetPasswordPage)),
            ),
          ],
        },
        {
          path: ROUTES.personalCenter.path,
          lazy: lazyPage(() =>
            import('./personal-center-shell').then((module) => module.PersonalCenterShell),
          ),
          handle: {
            title: ROUTES.personalCenter.title,
            access: 'token',
            area: 'personal-center',
          } satisfies RouteHandle,
          children: [
            { index: true, element: <Navigate to={ROUTES.personalHome.path} replace /> },
            { path: ROUTES.personalLayout.path, element: <Navigate to={ROUTES.personalHome.path} replace /> },
            page(
              ROUTES.personalHome,
              lazyPage(() => account().then((module) => module.PersonalHomePage)),
              'personal-center',
            ),
            center(ROUTES.myBid),
            center(ROUTES.myMargin),
            center(ROUTES.myOrder),
            center(ROUTES.orderPayment),
            center(ROUTES.myAttention),
            center(ROUTES.reminderSettings),
            center(ROUTES.infoRelease),
            center(ROUTES.noticeEditor),
            center(ROUTES.bidOrderManage),
            center(ROUTES.orderManage),
            center(ROUTES.feeContract),
            center(ROUTES.tripartiteContract),
            center(ROUTES.noticeTodo),
            center(ROUTES.noticeApproved),
            center(ROUTES.noticeRejected),
            center(ROUTES.noticePublished),
            center(ROUTES.marginManage),
            center(ROUTES.registerReview),
            center(ROUTES.registerMember),
            page(ROUTES.menuManage, lazyPage(loadMenuManagePage), 'personal-center'),
            page(
              ROUTES.roleManage,
              // After a grant, the caller's own menus and buttons are fetched again.
              lazyPage(() => loadRoleManagePage({ reloadProfile: () => loadProfile() })),
              'personal-center',
            ),
            page(ROUTES.userManage, lazyPage(loadUsersPage), 'personal-center'),
            page(ROUTES.dictionaryManage, lazyPage(loadDictionariesPage), 'personal-center'),
            page(ROUTES.bannerManage, lazyPage(loadBannersPage), 'personal-center'),
            page(ROUTES.commissionSetting, lazyPage(loadCommissionPage), 'personal-center'),
          ],
        },
      ],
    },
  ];
}

function PageLoading() {
  return (
    <div className="lyp-page-loading" role="status">
      <Spin size="large" />
      <span>加载中…</span>
    </div>
  );
}
