/**
 * Every route of the product (spec §2), once: its path, its page title and who may open it.
 * The router, the guard, links and menus all read from here.
 */
export type RouteAccess = 'public' | 'token';

export interface RouteInfo {
  path: string;
  title: string;
  access: RouteAccess;
}

function route(path: string, title: string, access: RouteAccess): RouteInfo {
  return { path, title, access };
}

export const ROUTES = {
  home: route('/', '首页', 'public'),
  about: route('/about', '关于我们', 'public'),
  moreBid: route('/morebid', '更多竞价', 'public'),
  auction: route('/morebid/auction', '竞拍详情', 'public'),
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
  personalCenter: route('/personalcenter', '个人中心', 'token'),
  personalLayout: route('/personalcenter/layout', '个人中心', 'token'),
  personalHome: route('/personalcenter/home', '个人首页', 'token'),
  bannerManage: route('/personalcenter/bannerManage', '轮播图管理', 'token'),
  bidOrderManage: route('/personalcenter/bidOrderManage', '竞价订单管理', 'token'),
  noticeEditor: route('/personalcenter/components', '公告编辑', 'token'),
  commissionSetting: route('/personalcenter/components/commission', '佣金设置', 'token'),
  dictionaryManage: route('/personalcenter/dictionaryManage', '字典管理', 'token'),
  feeContract: route('/personalcenter/feeContract', '费用合同', 'token'),
  infoRelease: route('/personalcenter/infoRelease', '信息发布', 'token'),
  marginManage: route('/personalcenter/marginmanage', '保证金管理', 'token'),
  bankStatement: route('/personalcenter/bankStatement', '银行对账', 'token'),
  menuManage: route('/personalcenter/menuManage', '菜单管理', 'token'),
  myAttention: route('/personalcenter/myAttention', '我的关注', 'token'),
  myBid: route('/personalcenter/mybid', '我的竞价', 'token'),
  myMargin: route('/personalcenter/myMargin', '我的保证金', 'token'),
  myOrder: route('/personalcenter/myOrder', '我的订单', 'token'),
  orderPayment: route('/personalcenter/myOrder/payment', '货款支付', 'token'),
  noticeApproved: route('/personalcenter/noticeapproved', '已通过公告', 'token'),
  noticeRejected: route('/personalcenter/noticeno', '未通过公告', 'token'),
  noticeTodo: route('/personalcenter/noticetodo', '待审核公告', 'token'),
  noticePublished: route('/personalcenter/noticeyes', '已发布公告', 'token'),
  orderManage: route('/personalcenter/ordermanage', '订单管理', 'token'),
  registerMember: route('/personalcenter/registermember', '注册会员', 'token'),
  registerReview: route('/personalcenter/registerReview', '注册审核', 'token'),
  reminderSettings: route('/personalcenter/reminderSettings', '提醒设置', 'token'),
  roleManage: route('/personalcenter/rolemanage', '角色管理', 'token'),
  tripartiteContract: route('/personalcenter/tripartiteContract', '三方合同', 'token'),
  userManage: route('/personalcenter/usermanage', '用户管理', 'token'),
  subAccount: route('/personalcenter/subAccount', '子账号管理', 'token'),
} as const satisfies Record<string, RouteInfo>;

export type RouteName = keyof typeof ROUTES;
