/**
 * The marketplace's pages, each its own chunk: the home page must not carry the listing's
 * filters (cascader, pagination) or the lot page's bidding.
 */
export const loadHomePage = () => import('./components/home-page').then((module) => module.HomePage);
export const loadMoreBidPage = () =>
  import('./components/more-bid-page').then((module) => module.MoreBidPage);
export const loadLotDetailPage = () =>
  import('./components/lot-detail-page').then((module) => module.LotDetailPage);
export const loadDepositPage = () => import('./components/deposit-page').then((module) => module.DepositPage);
export const loadMoreNoticePage = () =>
  import('./components/more-notice-page').then((module) => module.MoreNoticePage);
export const loadNoticeDetailsPage = () =>
  import('./components/notice-details-page').then((module) => module.NoticeDetailsPage);
export const loadAboutPage = () => import('./components/about-page').then((module) => module.AboutPage);
