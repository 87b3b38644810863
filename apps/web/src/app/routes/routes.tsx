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
  prefetchHomePage,
  prefetchLotPage,
} from '../../features/marketplace';
import { ROUTES } from '../../config/paths';
import { RootShell } from '../root-shell';
import { RouteErrorPage } from '../route-error-page';
import type { RouteHandle } from './route-handle';
import { lazyPage } from './lazy-page';
import { page, PERSONAL_CENTER_ROUTE_ID } from './route-builders';

const account = () => import('../../features/account');

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
            // Their loaders start the pages' first reads with the navigation (see prefetch.ts).
            {
              ...page(ROUTES.home, lazyPage(loadHomePage)),
              loader: () => {
                void prefetchHomePage();
                return null;
              },
            },
            page(ROUTES.about, lazyPage(loadAboutPage)),
            page(ROUTES.moreBid, lazyPage(loadMoreBidPage)),
            {
              ...page(ROUTES.auction, lazyPage(loadLotDetailPage)),
              loader: ({ request }) => {
                void prefetchLotPage(new URL(request.url).searchParams);
                return null;
              },
            },
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
            page(
              ROUTES.verify,
              lazyPage(() => import('../../features/contracts').then((module) => module.loadVerifyPage())),
            ),
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
          id: PERSONAL_CENTER_ROUTE_ID,
          path: ROUTES.personalCenter.path,
          lazy: lazyPage(() =>
            import('./personal-center-shell').then((module) => module.PersonalCenterShell),
          ),
          handle: {
            title: ROUTES.personalCenter.title,
            access: 'token',
            area: 'personal-center',
          } satisfies RouteHandle,
          // The centre's pages are discovered on the first visit (see personal-center-routes.tsx):
          // the home page does not carry their loaders. Until then, the catch-all below keeps
          // every path under the centre a token page, and the router asks for the real ones.
          children: [
            { index: true, element: <Navigate to={ROUTES.personalHome.path} replace /> },
            { path: ROUTES.personalLayout.path, element: <Navigate to={ROUTES.personalHome.path} replace /> },
            {
              path: '*',
              lazy: lazyPage(() => import('./not-found-page').then((module) => module.NotFoundPage)),
              handle: {
                title: ROUTES.notFound.title,
                access: 'token',
                area: 'personal-center',
              } satisfies RouteHandle,
            },
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
