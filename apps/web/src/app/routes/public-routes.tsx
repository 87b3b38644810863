import type { RouteObject } from 'react-router';
import {
  loadAboutPage,
  loadAuctionRecordPage,
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
import type { RouteHandle } from './route-handle';
import { lazyPage } from './lazy-page';
import { page } from './route-builders';

const account = () => import('../../features/account');
const notFoundPage = () => import('./not-found-page').then((module) => module.NotFoundPage);

/** The public pages, in the public shell (header and footer), and the 404 page. */
export function publicAreaRoute(): RouteObject {
  return {
    lazy: lazyPage(() => import('./public-shell').then((module) => module.PublicShell), { antd: false }),
    children: [
      // Their loaders start the pages' first reads with the navigation (see prefetch.ts).
      {
        ...page(ROUTES.home, lazyPage(loadHomePage, { antd: false })),
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
      page(ROUTES.auctionRecord, lazyPage(loadAuctionRecordPage)),
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
        lazy: lazyPage(notFoundPage),
        handle: { title: ROUTES.notFound.title, access: 'public' } satisfies RouteHandle,
      },
    ],
  };
}

/** Login, sign-up and the forgotten password, in the account pages' own layout. */
export function authAreaRoute(): RouteObject {
  return {
    lazy: lazyPage(() => import('../../components/layout/auth-layout').then((module) => module.AuthLayout)),
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
  };
}
