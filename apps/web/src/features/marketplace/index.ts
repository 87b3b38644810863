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
/** 竞价记录核验: a closed lot's record, its hash chain checked in the browser. */
export const loadAuctionRecordPage = () =>
  import('./components/auction-record/auction-record-page').then((module) => module.AuctionRecordPage);
export const loadAboutPage = () => import('./components/about-page').then((module) => module.AboutPage);
/** 我的竞价 (personal centre): the lots the user bid on, their standing kept live. */
export const loadMyBidPage = () =>
  import('./components/my-bid/my-bid-page').then((module) => module.MyBidPage);
/** 我的关注 (personal centre): followed lots, live, with their reminders. */
export const loadMyAttentionPage = () =>
  import('./components/my-attention/my-attention-page').then((module) => module.MyAttentionPage);

/**
 * The public bulletin and lot views, for a seller's preview of a bulletin not yet public. app/
 * hands this loader to the publishing feature (features do not import each other); a loader,
 * not the views, so the entry that imports this file carries none of them. They load with the
 * lot page's chunk (it has most of them already), not as a chunk of their own: see there.
 */
export const loadBulletinPreviewViews = () =>
  import('./components/lot-detail-page').then((module) => ({
    NoticePreview: module.NoticePreview,
    LotPreview: module.LotPreview,
  }));

/** The home and lot pages' first reads, for the router to start with the navigation. */
export { prefetchHomePage, prefetchLotPage } from './prefetch';

/** The drawing's moment, for the first render of a page drawn on the server (see the hook). */
export { startFromDrawingClock } from './hooks/use-server-now';
