/* eslint-disable max-lines -- a data table: every route once, so names and paths stay unique */
/**
 * Every API route, once: its name, method and path. This table is all the web client needs at
 * run time (a few hundred bytes); the schemas and permission of each route are in the endpoint
 * map (api/endpoints.ts), keyed by the same names, which the server registers routes from.
 * Paths are relative to API_PREFIX; `:name` marks a path parameter.
 */
export const API_PREFIX = '/lyp/api';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export const API_ROUTES = {
  health: 'GET /health',
  docs: 'GET /docs',

  oauthToken: 'POST /oauth/token',
  logout: 'GET /auth/oauth/logout',

  smsSendCode: 'GET /admin/smsCode/sentCode/:phone/:type',
  /** The same without a type: a login code (type 2). */
  smsSendLoginCode: 'GET /admin/smsCode/sentCode/:phone',
  smsVerifyCode: 'GET /admin/smsCode/verifyCode/:phone/:code',
  demoSmsOutbox: 'GET /demo/sms-outbox',
  demoSmsOutboxPage: 'GET /demo/sms-outbox/page',

  userRegister: 'POST /admin/user/userRegister',
  resetPassword: 'POST /admin/user/resetPassword',
  passwordAgeCheck: 'GET /admin/user/getUserPwdIsUpdate',
  changePassword: 'POST /admin/user/changePassword',
  replaceUserName: 'POST /admin/user/replaceUserName',
  replacePhone: 'POST /admin/user/replacePhone',

  permissionList: 'POST /admin/sysPermission/getPermissionList',
  menuCollect: 'POST /admin/sysPermission/menuCollect',
  menuHistory: 'POST /admin/sysPermission/menuHistory',

  operationLogPage: 'POST /admin/sysLog/getOperationLogPage',

  commissionDefaultGet: 'GET /admin/commission/getDefaultTiers',
  commissionDefaultSave: 'POST /admin/commission/saveDefaultTiers',
  commissionOverridePage: 'POST /admin/commission/getSellerOverridePage',
  commissionOverrideExport: 'POST /admin/commission/exportSellerOverrides',
  commissionOverrideGet: 'GET /admin/commission/getSellerOverride/:orgId',
  commissionOverrideSave: 'POST /admin/commission/saveSellerOverride',
  commissionOverrideRemove: 'POST /admin/commission/removeSellerOverride/:orgId',

  userPage: 'POST /admin/sysUser/getUserPage',
  userGet: 'GET /admin/sysUser/getUser/:id',
  userAdd: 'POST /admin/sysUser/addUser',
  userEdit: 'POST /admin/sysUser/editUser',
  userResetPassword: 'POST /admin/sysUser/resetPassword/:id',
  userSetStatus: 'POST /admin/sysUser/setStatus',
  userUnlock: 'POST /admin/sysUser/unlock/:id',
  userExport: 'POST /admin/sysUser/exportUsers',
  orgOptions: 'POST /admin/sysUser/getOrgOptions',

  menuTree: 'POST /admin/sysMenu/getMenuTree',
  menuAdd: 'POST /admin/sysMenu/addMenu',
  menuEdit: 'POST /admin/sysMenu/editMenu',
  menuRemove: 'POST /admin/sysMenu/removeMenu/:id',
  menuMaintain: 'POST /admin/sysMenu/maintain',

  rolePage: 'POST /admin/sysRole/getRolePage',
  roleExport: 'POST /admin/sysRole/exportRoles',
  roleList: 'POST /admin/sysRole/getRoleList',
  roleAdd: 'POST /admin/sysRole/addRole',
  roleEdit: 'POST /admin/sysRole/editRole',
  roleRemove: 'POST /admin/sysRole/removeRole/:id',
  roleMenus: 'GET /admin/sysRole/getRoleMenus/:id',
  roleGrant: 'POST /admin/sysRole/grantRoleMenus',

  dictTypeList: 'POST /admin/sysDict/getDictTypeNoPageList',
  dictTypeAdd: 'POST /admin/sysDict/addDictType',
  dictTypeEdit: 'POST /admin/sysDict/editDictType',
  dictTypeRemove: 'GET /admin/sysDict/removeDictType/:id',
  dictItemList: 'POST /admin/sysDict/getDictList',
  dictExport: 'POST /admin/sysDict/exportDicts',
  dictItemsByCodes: 'POST /admin/sysDict/getDictListByParam',
  dictItemAdd: 'POST /admin/sysDict/addDict',
  dictItemEdit: 'POST /admin/sysDict/editDict',
  dictItemRemove: 'GET /admin/sysDict/removeDict/:id',

  bannerPage: 'POST /admin/banner/getBannerPage',
  bannerExport: 'POST /admin/banner/exportBanners',
  bannerAdd: 'POST /admin/banner/addBanner',
  bannerEdit: 'POST /admin/banner/editBanner',
  bannerRemove: 'POST /admin/banner/removeBanner/:id',
  homeBanners: 'GET /market/home/banners',

  fileUpload: 'POST /file/upload',
  fileDownload: 'GET /file/download/:id',
  filePreview: 'GET /file/preview/:id',
  fileDelete: 'POST /file/deleteById/:id',
  fileFindByBusiness: 'POST /file/findByBusId',

  bulletinList: 'POST /auction/bulletin/list',
  bulletinExport: 'POST /auction/bulletin/export',
  bulletinGet: 'GET /auction/bulletin/get/:id',
  bulletinAdd: 'POST /auction/bulletin/add',
  bulletinEdit: 'POST /auction/bulletin/edit',
  bulletinCommit: 'POST /auction/bulletin/commit/:id',
  bulletinUndo: 'POST /auction/bulletin/undo/:id',
  bulletinDelete: 'POST /auction/bulletin/delete/:id',
  bulletinPreview: 'GET /auction/bulletin/preview/:id',
  commissionEdit: 'POST /auction/bulletin/commission/edit',
  guardGoodsList: 'POST /auction/guardGoods/list',
  guardGoodsAdd: 'POST /auction/guardGoods/add',
  guardGoodsEdit: 'POST /auction/guardGoods/edit',
  specifyUserSave: 'POST /auction/specifyUser/save',
  specifyUserList: 'POST /auction/specifyUser/list',
  specifyOrgSearch: 'POST /auction/specifyUser/companies',

  auditPage: 'POST /auction/audit/page',
  auditExport: 'POST /auction/audit/export',
  auditWaiting: 'POST /auction/audit/waiting',
  auditDone: 'POST /auction/audit/audited',
  auditGet: 'GET /auction/audit/get/:id',
  auditPreview: 'GET /auction/audit/preview/:id',
  auditAdd: 'POST /auction/audit/add',
  auditRevoke: 'POST /auction/audit/rejectPublished',

  marginInfoByAuction: 'GET /margin/info/byAuction/:lotId',
  marginPay: 'POST /margin/pay',
  marginAuditExport: 'POST /margin/audit/export',
  marginAuditList: 'POST /margin/audit/list',
  marginPaymentAudit: 'POST /margin/audit/payment',
  marginReturnAudit: 'POST /margin/audit/return',
  marginRefundBatchExport: 'POST /margin/audit/refundBatch',
  marginRefundResultImport: 'POST /margin/audit/refundResult',

  statementLayouts: 'GET /finance/statement/layouts',
  statementPreview: 'POST /finance/statement/preview',
  statementImport: 'POST /finance/statement/import',
  statementLines: 'POST /finance/statement/lines',
  statementLineCandidates: 'GET /finance/statement/lines/:id/candidates',
  statementLineMatch: 'POST /finance/statement/lines/match',
  statementLineReject: 'POST /finance/statement/lines/reject',
  marginAuditInfo: 'GET /margin/audit/info/:id',
  myMargins: 'POST /margin/my/list',
  myMarginsExport: 'POST /margin/my/export',
  myMarginInfo: 'GET /margin/my/info/:id',

  bidList: 'POST /bid/list',
  bidNewest: 'GET /bid/newest/:lotId',
  bidHighest: 'GET /bid/highest/:lotId',
  bidUserInfo: 'GET /bid/userInfo/:lotId',
  myBids: 'POST /bid/my/list',
  myBidsExport: 'POST /bid/my/export',
  messageList: 'POST /announcement/list',
  messageUnread: 'GET /announcement/unread',
  messageGet: 'GET /announcement/get/:id',
  messageReadAll: 'POST /announcement/readAll',
  messageConfigGet: 'GET /messageConfig/get',
  messageConfigSave: 'POST /messageConfig/save',
  homeTodo: 'GET /home/todo',
  homeIncomeTrend: 'GET /home/incomeTrend',
  homeConsumeBar: 'GET /home/consumeBar',
  homeCompanyInfo: 'GET /home/companyInfo',
  /** The live numbers of a lot: what a watcher reloads after a gap in the live channel. */
  bidLiveState: 'GET /bid/state/:lotId',
  bidAdd: 'POST /bid/add',
  bidMaxPrice: 'POST /bid/maxPrice',
  bidDecrease: 'POST /bid/decrease',
  sealedBidSubmit: 'POST /bid/sealed',
  sealedBidMine: 'GET /bid/sealed/mine/:lotId',
  sealedBidResult: 'GET /bid/sealed/result/:lotId',

  myOrders: 'POST /order/my/list',
  myOrdersExport: 'POST /order/my/export',
  myOrderGet: 'GET /order/my/get/:id',
  orderGet: 'GET /order/get/:id',
  orderPay: 'POST /order/pay',
  sellerOrders: 'POST /order/seller/list',
  sellerOrdersExport: 'POST /order/seller/export',
  orderPickup: 'POST /order/seller/pickup/:id',
  /** 过磅 of a 单价 order, by the seller or for it by the platform; the buyer confirms a large gap. */
  orderWeigh: 'POST /order/seller/weigh/:id',
  platformOrderWeigh: 'POST /order/platform/weigh/:id',
  myOrderWeighingConfirm: 'POST /order/my/confirmWeighing/:id',
  myOrderBalancePay: 'POST /order/my/payBalance',
  orderSettlementAccount: 'POST /order/seller/settlementAccount',
  orderSettlementAccountOptions: 'GET /order/seller/settlementAccounts/:id',
  /** 竞价订单管理: every organisation's orders, for the platform. */
  platformOrders: 'POST /order/platform/list',
  platformOrdersExport: 'POST /order/platform/export',
  platformOrderSellers: 'GET /order/platform/sellers',
  platformOrderPaymentAudit: 'POST /order/platform/paymentAudit',
  orderSettle: 'POST /order/platform/settle',
  platformOrderDifferenceSettle: 'POST /order/platform/differenceSettle',

  contractInfoByOrder: 'GET /order/getContractInfoByOrderId/:id',
  buyerContracts: 'POST /contract/buyer/list',
  sellerContracts: 'POST /contract/seller/list',
  tripartiteContracts: 'POST /contract/tripartite/list',
  buyerContractsExport: 'POST /contract/buyer/export',
  sellerContractsExport: 'POST /contract/seller/export',
  tripartiteContractsExport: 'POST /contract/tripartite/export',
  contractFile: 'GET /contract/file/:id',
  contractConfirm: 'POST /contract/confirm/:id',
  contractVerify: 'GET /contract/verify/:code',

  companyAuthAdd: 'POST /company/addCompanyAuth',
  companyAuthUpdate: 'POST /company/updateCompanyAuth',
  companyAuthGet: 'POST /company/getCompanyAuth',
  companyAuthSelect: 'POST /company/selectCompanyAuth',
  companyAuthExport: 'POST /company/exportCompanyAuthReview',
  companyAuthReview: 'POST /company/reviewCompanyAuth',
  companyAuthSameCode: 'GET /company/sameCreditCode/:id',
  companyInfoByUser: 'GET /company/getCompanyInfoByUserId/:id',
  companyBankEdit: 'POST /company/editCompanyBankInfo',
  companyBankReview: 'POST /company/reviewCompanyBankInfo',
  subAccountList: 'POST /subAccount/getSubAccountAuth',
  subAccountExport: 'POST /subAccount/exportSubAccounts',
  subAccountAdd: 'POST /subAccount/addSubAccountAuth',
  subAccountUpdate: 'POST /subAccount/updateSubAccountAuth',
  subAccountDelete: 'POST /subAccount/deleteSubAccount',
  registerReviewBankEdit: 'POST /company/reviewerEditCompanyBankInfo',
  registerReviewSubAccounts: 'POST /subAccount/reviewerGetSubAccountAuth',
  registerReviewSubAccountAdd: 'POST /subAccount/reviewerAddSubAccountAuth',

  areaTree: 'GET /admin/area/getAreaTree',
  personalAuthAdd: 'POST /admin/user/addPersonalAuth',
  myCertification: 'GET /admin/user/getPersonalAuth',
  certificationList: 'POST /admin/user/authReviewList',
  certificationExport: 'POST /admin/user/exportAuthReview',
  certificationSameIdentity: 'GET /admin/user/personalAuth/sameIdentity/:userId',
  certificationReview: 'POST /admin/user/reviewAuth',
  homeBulletins: 'GET /market/home/bulletins',
  homeFigures: 'GET /market/home/figures',
  lotSearch: 'POST /market/lots/search',
  lotDetail: 'GET /market/lots/:lotId',
  publicBulletin: 'GET /market/bulletins/:id',
  bulletinSearch: 'POST /market/bulletins/search',
  lotSubscribe: 'POST /market/subscribe/add',
  lotSubscribeCheck: 'GET /market/subscribe/check/:lotId',
  lotBrowse: 'POST /market/browse/add',
  followList: 'POST /market/follow/list',
  followExport: 'POST /market/follow/export',
  followCancel: 'POST /market/follow/cancel/:lotId',

  /** 注册会员: the platform's registered members (buyers and sellers), for auditors. */
  memberPage: 'POST /admin/member/page',
  memberDetail: 'GET /admin/member/detail/:userId',
  memberBar: 'POST /admin/member/bar',
  /** The spec's name for the member list's export (a blob). */
  exportCompanyAuth: 'POST /company/exportCompanyAuth',

  live: 'GET /live',
} as const satisfies Record<string, `${HttpMethod} /${string}`>;

export type RouteName = keyof typeof API_ROUTES;
/** Kept for callers that think in paths; the same names as the routes. */
export type ApiPathName = RouteName;

type Route = (typeof API_ROUTES)[RouteName];
export type MethodOf<N extends RouteName> =
  (typeof API_ROUTES)[N] extends `${infer M extends HttpMethod} ${string}` ? M : never;
export type PathOf<N extends RouteName> = (typeof API_ROUTES)[N] extends `${HttpMethod} ${infer P}`
  ? P
  : never;

/** The names of a path's `:name` parameters, as a union of string literals. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export function methodOf<N extends RouteName>(name: N): MethodOf<N> {
  return splitRoute(API_ROUTES[name])[0] as MethodOf<N>;
}

export function pathOf<N extends RouteName>(name: N): PathOf<N> {
  return splitRoute(API_ROUTES[name])[1] as PathOf<N>;
}

function splitRoute(route: Route): [HttpMethod, string] {
  const space = route.indexOf(' ');
  return [route.slice(0, space) as HttpMethod, route.slice(space + 1)];
}

/** Every path by route name, for code that registers or links one path (docs, file links). */
export const API_PATHS = Object.fromEntries(
  (Object.keys(API_ROUTES) as RouteName[]).map((name) => [name, pathOf(name)]),
) as { readonly [N in RouteName]: PathOf<N> };

/** The names of a path's parameters, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\/:(\w+)/g)].map((match) => match[1]!);
}

type UrlValues = Record<string, string | number | undefined>;

/**
 * Full URL path of an API route, with its parameters filled in and encoded, and the query's
 * defined values appended (for addresses a page links to, such as a picture's sized preview).
 */
export function apiUrl(name: RouteName, params: UrlValues = {}, query: UrlValues = {}): string {
  const filled = pathOf(name).replace(/\/:(\w+)/g, (_match, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`apiUrl(${name}): missing path parameter "${key}"`);
    return `/${encodeURIComponent(String(value))}`;
  });
  // Plain encoding rather than URLSearchParams: this package leans on no platform API.
  const search = Object.entries(query)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return `${API_PREFIX}${filled}${search ? `?${search}` : ''}`;
}
