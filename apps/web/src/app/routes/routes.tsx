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

/** A route whose feature comes later: the placeholder page, described. */
function upcoming(route: RouteInfo, description: string, area: RouteHandle['area'] = 'public'): RouteObject {
  const handle: RouteHandle = { title: route.title, access: route.access, description, area };
  return {
    path: route.path,
    lazy: lazyPage(() => import('./placeholder-page').then((module) => module.PlaceholderPage)),
    handle,
  };
}

const center = (route: RouteInfo, description: string) => upcoming(route, description, 'personal-center');

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
            center(ROUTES.myBid, '您参与的竞价、当前出价与是否领先。'),
            center(ROUTES.myMargin, '您缴纳的保证金：冻结、待退还与已退还的金额和时间。'),
            center(ROUTES.myOrder, '成交订单、提货单与成交确认书。'),
            center(ROUTES.orderPayment, '上传货款支付凭证并跟踪确认进度。'),
            center(ROUTES.myAttention, '您关注的标的与竞价动态。'),
            center(ROUTES.reminderSettings, '开拍、被超越出价与成交的提醒方式。'),
            center(ROUTES.infoRelease, '发布竞价公告与标的，维护看货信息与定向竞买人。'),
            center(ROUTES.noticeEditor, '编辑竞价公告与标的，预览后提交审核。'),
            center(ROUTES.bidOrderManage, '成交订单的货款审核与结算。'),
            center(ROUTES.orderManage, '订单查询与收款账户维护。'),
            center(ROUTES.feeContract, '委托方费用合同，可导出 PDF。'),
            center(ROUTES.tripartiteContract, '委托方、买受人与平台的三方合同，可导出 PDF。'),
            center(ROUTES.noticeTodo, '待审核的竞价公告：审核通过或驳回并说明原因。'),
            center(ROUTES.noticeApproved, '已审核通过的竞价公告，可驳回已发布的公告。'),
            center(ROUTES.noticeRejected, '未通过审核的竞价公告与驳回原因。'),
            center(ROUTES.noticePublished, '已发布的竞价公告。'),
            center(ROUTES.marginManage, '保证金缴纳与退还的审核及审核记录。'),
            center(ROUTES.registerReview, '个人与企业认证申请的审核，子账号与开户信息维护。'),
            center(ROUTES.registerMember, '已注册会员的列表与详情。'),
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
