/** 我的保证金: the bidder's deposits and each one's record. */
export const loadMyMarginPage = () =>
  import('./components/my-margin-page').then((module) => module.MyMarginPage);
