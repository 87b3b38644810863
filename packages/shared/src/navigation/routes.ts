import type { PermissionKey } from '../rbac/permissions';

/**
 * Every page of the product (spec §2), once: its path, its page title, who may open it and,
 * for a back-office screen, the permission it needs. Each entry's name is also its page's key:
 * the web's router loads that page on demand, and the server's menu seed builds its menu rows
 * (path and name) from the entries here.
 */
export type PageAccess = 'public' | 'token';

export interface PageRoute {
  readonly path: string;
  readonly title: string;
  readonly access: PageAccess;
  /**
   * The button the screen's first read needs (the code its list endpoint declares). Without it
   * the web shows a 403 page instead of asking: the server's 403 would clear the session.
   * A key of PERMISSIONS, so the public pages' code need not carry the permission table.
   * Absent: every signed-in user may open the screen.
   */
  readonly permission?: PermissionKey;
}

function route(path: string, title: string, access: PageAccess, permission?: PermissionKey): PageRoute {
  return permission ? { path, title, access, permission } : { path, title, access };
}

const publicPages = {
  home: route('/', '首页', 'public'),
  about: route('/about', '关于我们', 'public'),
  moreBid: route('/morebid', '更多竞价', 'public'),
  auction: route('/morebid/auction', '竞拍详情', 'public'),
  /** 核验竞价记录: a closed lot's record, its hash chain recomputed in the visitor's browser. */
  auctionRecord: route('/morebid/auction/verify', '竞价记录核验', 'public'),
  moreNotice: route('/moreNotice', '更多公告', 'public'),
  noticeDetails: route('/moreNotice/noticeDetails', '公告详情', 'public'),
  login: route('/login', '登录', 'public'),
  forgetPassword: route('/forgetPassword', '忘记密码', 'public'),
  signup: route('/signup', '注册', 'public'),
  agreement: route('/signup/components/agreement', '用户注册协议', 'public'),
  /** 单据核验: a printed document's verification code (its QR code opens this). */
  verify: route('/verify/:code?', '单据核验', 'public'),
  notFound: route('*', '页面不存在', 'public'),
  certify: route('/certify', '立即认证', 'token'),
  margin: route('/morebid/auction/margin', '缴纳保证金', 'token'),
} as const satisfies Record<string, PageRoute>;

/** The personal centre's frame: its root, its layout path and its 404 page. */
const centreFrame = {
  personalCenter: route('/personalcenter', '个人中心', 'token'),
  personalLayout: route('/personalcenter/layout', '个人中心', 'token'),
  /** The side menu's hidden 404 entry (spec §2). */
  personalNotFound: route('/personalcenter/404', '页面不存在', 'token'),
} as const satisfies Record<string, PageRoute>;

/** The personal centre's pages, each loaded on demand: the side menu's entries point here. */
const centrePages = {
  personalHome: route('/personalcenter/home', '个人首页', 'token'),
  bannerManage: route('/personalcenter/bannerManage', '轮播图管理', 'token', 'bannerView'),
  bidOrderManage: route('/personalcenter/bidOrderManage', '竞价订单管理', 'token', 'bidOrderView'),
  noticeEditor: route('/personalcenter/components', '公告编辑', 'token', 'bulletinView'),
  commissionSetting: route('/personalcenter/components/commission', '佣金设置', 'token', 'commissionView'),
  dictionaryManage: route('/personalcenter/dictionaryManage', '字典管理', 'token', 'dictView'),
  feeContract: route('/personalcenter/feeContract', '费用合同', 'token', 'feeContractView'),
  infoRelease: route('/personalcenter/infoRelease', '信息发布', 'token', 'bulletinView'),
  marginManage: route('/personalcenter/marginmanage', '保证金管理', 'token', 'marginAuditView'),
  bankStatement: route('/personalcenter/bankStatement', '银行对账', 'token', 'statementView'),
  menuManage: route('/personalcenter/menuManage', '菜单管理', 'token', 'menuView'),
  myAttention: route('/personalcenter/myAttention', '我的关注', 'token', 'myAttentionView'),
  myBid: route('/personalcenter/mybid', '我的竞价', 'token', 'myBidView'),
  myMargin: route('/personalcenter/myMargin', '我的保证金', 'token', 'myMarginView'),
  myOrder: route('/personalcenter/myOrder', '我的订单', 'token', 'myOrderView'),
  orderPayment: route('/personalcenter/myOrder/payment', '货款支付', 'token', 'myOrderView'),
  // The four review lists read through one endpoint, behind the to-do list's button.
  noticeApproved: route('/personalcenter/noticeapproved', '已通过公告', 'token', 'noticeAuditView'),
  noticeRejected: route('/personalcenter/noticeno', '未通过公告', 'token', 'noticeAuditView'),
  noticeTodo: route('/personalcenter/noticetodo', '待审核公告', 'token', 'noticeAuditView'),
  noticePublished: route('/personalcenter/noticeyes', '已发布公告', 'token', 'noticeAuditView'),
  orderManage: route('/personalcenter/ordermanage', '订单管理', 'token', 'orderManageView'),
  registerMember: route('/personalcenter/registermember', '注册会员', 'token', 'registerMemberView'),
  registerReview: route('/personalcenter/registerReview', '注册审核', 'token', 'registerReviewView'),
  // Everyone reads their own settings; saving them is the page's button.
  reminderSettings: route('/personalcenter/reminderSettings', '提醒设置', 'token'),
  roleManage: route('/personalcenter/rolemanage', '角色管理', 'token', 'roleView'),
  tripartiteContract: route(
    '/personalcenter/tripartiteContract',
    '三方合同',
    'token',
    'tripartiteContractView',
  ),
  userManage: route('/personalcenter/usermanage', '用户管理', 'token', 'userView'),
  subAccount: route('/personalcenter/subAccount', '子账号管理', 'token', 'subAccountView'),
  apiClient: route('/personalcenter/apiClient', 'API 客户端', 'token', 'apiClientView'),
  webhook: route('/personalcenter/webhook', '事件推送', 'token', 'webhookView'),
} as const satisfies Record<string, PageRoute>;

export const PAGE_ROUTES = { ...publicPages, ...centreFrame, ...centrePages } as const;

export type PageName = keyof typeof PAGE_ROUTES;
/** The centre's pages: the web's router has a page loader for each of these names. */
export type CentrePageName = keyof typeof centrePages;
