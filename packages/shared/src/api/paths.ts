/**
 * Every API path, once. The server registers routes from these constants and the web
 * client calls them, so a renamed path breaks the build instead of a request.
 * Paths are relative to API_PREFIX; `:name` marks a path parameter.
 */
export const API_PREFIX = '/lyp/api';

export const API_PATHS = {
  health: '/health',
  docs: '/docs',

  oauthToken: '/oauth/token',
  logout: '/auth/oauth/logout',

  smsSendCode: '/admin/smsCode/sentCode/:phone/:type',
  /** The same without a type: a login code (type 2). */
  smsSendLoginCode: '/admin/smsCode/sentCode/:phone',
  smsVerifyCode: '/admin/smsCode/verifyCode/:phone/:code',
  demoSmsOutbox: '/demo/sms-outbox',
  demoSmsOutboxPage: '/demo/sms-outbox/page',

  userRegister: '/admin/user/userRegister',
  resetPassword: '/admin/user/resetPassword',
  passwordAgeCheck: '/admin/user/getUserPwdIsUpdate',
  replaceUserName: '/admin/user/replaceUserName',
  replacePhone: '/admin/user/replacePhone',

  permissionList: '/admin/sysPermission/getPermissionList',
  menuCollect: '/admin/sysPermission/menuCollect',
  menuHistory: '/admin/sysPermission/menuHistory',

  dictTypeList: '/admin/sysDict/getDictTypeNoPageList',
  dictTypeAdd: '/admin/sysDict/addDictType',
  dictTypeEdit: '/admin/sysDict/editDictType',
  dictTypeRemove: '/admin/sysDict/removeDictType/:id',
  dictItemList: '/admin/sysDict/getDictList',
  dictItemsByCodes: '/admin/sysDict/getDictListByParam',
  dictItemAdd: '/admin/sysDict/addDict',
  dictItemEdit: '/admin/sysDict/editDict',
  dictItemRemove: '/admin/sysDict/removeDict/:id',

  fileUpload: '/file/upload',
  fileDownload: '/file/download/:id',
  filePreview: '/file/preview/:id',
  fileDelete: '/file/deleteById/:id',
  fileFindByBusiness: '/file/findByBusId',

  bulletinList: '/auction/bulletin/list',
  bulletinGet: '/auction/bulletin/get/:id',
  bulletinAdd: '/auction/bulletin/add',
  bulletinEdit: '/auction/bulletin/edit',
  bulletinCommit: '/auction/bulletin/commit/:id',
  bulletinUndo: '/auction/bulletin/undo/:id',
  bulletinDelete: '/auction/bulletin/delete/:id',
  commissionEdit: '/auction/bulletin/commission/edit',
  guardGoodsList: '/auction/guardGoods/list',
  guardGoodsAdd: '/auction/guardGoods/add',
  guardGoodsEdit: '/auction/guardGoods/edit',
  specifyUserSave: '/auction/specifyUser/save',
  specifyUserList: '/auction/specifyUser/list',

  auditPage: '/auction/audit/page',
  auditWaiting: '/auction/audit/waiting',
  auditDone: '/auction/audit/audited',
  auditGet: '/auction/audit/get/:id',
  auditAdd: '/auction/audit/add',
  auditRevoke: '/auction/audit/rejectPublished',

  marginInfoByAuction: '/margin/info/byAuction/:lotId',
  marginPay: '/margin/pay',
  marginAuditList: '/margin/audit/list',
  marginPaymentAudit: '/margin/audit/payment',
  marginReturnAudit: '/margin/audit/return',
  myMargins: '/margin/my/list',
  myMarginInfo: '/margin/my/info/:id',

  bidList: '/bid/list',
  bidNewest: '/bid/newest/:lotId',
  bidHighest: '/bid/highest/:lotId',
  bidUserInfo: '/bid/userInfo/:lotId',
  /** The live numbers of a lot: what a watcher reloads after a gap in the live channel. */
  bidLiveState: '/bid/state/:lotId',
  bidAdd: '/bid/add',
  bidMaxPrice: '/bid/maxPrice',
  bidDecrease: '/bid/decrease',

  myOrders: '/order/my/list',
  orderGet: '/order/get/:id',
  orderPay: '/order/pay',
  sellerOrders: '/order/seller/list',
  orderPaymentAudit: '/order/audit/payment',

  areaTree: '/admin/area/getAreaTree',
  personalAuthAdd: '/admin/user/addPersonalAuth',
  myCertification: '/admin/user/getPersonalAuth',
  certificationList: '/admin/user/authReviewList',
  certificationReview: '/admin/user/reviewAuth',
  homeBulletins: '/market/home/bulletins',
  homeFigures: '/market/home/figures',
  lotSearch: '/market/lots/search',
  lotDetail: '/market/lots/:lotId',
  publicBulletin: '/market/bulletins/:id',
  bulletinSearch: '/market/bulletins/search',
  lotSubscribe: '/market/subscribe/add',
  lotSubscribeCheck: '/market/subscribe/check/:lotId',
  lotBrowse: '/market/browse/add',
  followList: '/market/follow/list',
  followCancel: '/market/follow/cancel/:lotId',

  live: '/live',
} as const;

export type ApiPathName = keyof typeof API_PATHS;

/** Full URL path of an API route, with parameters filled in (optional ones may be left out). */
export function apiUrl(name: ApiPathName, params: Record<string, string | number | undefined> = {}): string {
  const filled = API_PATHS[name].replace(/\/:(\w+)(\?)?/g, (_match, key: string, optional?: string) => {
    const value = params[key];
    if (value === undefined) {
      if (optional) return '';
      throw new Error(`apiUrl(${name}): missing path parameter "${key}"`);
    }
    return `/${encodeURIComponent(String(value))}`;
  });
  return `${API_PREFIX}${filled}`;
}
