/**
 * Every button/permission code, once. The server declares them on routes, the seed grants
 * them to roles through button menus, and the web hides elements with `<Can code>`.
 */
export interface PermissionDef {
  readonly code: string;
  readonly label: string;
}

function define<T extends Record<string, PermissionDef>>(permissions: T): T {
  return permissions;
}

export const PERMISSIONS = define({
  // 系统管理
  menuView: { code: 'sys_menu_view', label: '查看菜单' },
  menuAdd: { code: 'sys_menu_add', label: '新增菜单' },
  menuEdit: { code: 'sys_menu_edit', label: '编辑菜单' },
  menuRemove: { code: 'sys_menu_del', label: '删除菜单' },
  roleView: { code: 'sys_role_view', label: '查看角色' },
  roleAdd: { code: 'sys_role_add', label: '新增角色' },
  roleEdit: { code: 'sys_role_edit', label: '编辑角色' },
  roleRemove: { code: 'sys_role_del', label: '删除角色' },
  roleGrant: { code: 'sys_role_perm', label: '分配权限' },
  roleExport: { code: 'sys_role_export', label: '导出角色' },
  userView: { code: 'sys_user_view', label: '查看用户' },
  userAdd: { code: 'sys_user_add', label: '新增用户' },
  userEdit: { code: 'sys_user_edit', label: '编辑用户' },
  userRemove: { code: 'sys_user_del', label: '删除用户' },
  userResetPassword: { code: 'sys_user_reset_pwd', label: '重置密码' },
  userStatus: { code: 'sys_user_status', label: '启用/停用用户' },
  userUnlock: { code: 'sys_user_unlock', label: '解除登录锁定' },
  userExport: { code: 'sys_user_export', label: '导出用户' },
  dictView: { code: 'sys_dict_view', label: '查看字典' },
  dictAdd: { code: 'sys_dict_add', label: '新增字典' },
  dictEdit: { code: 'sys_dict_edit', label: '编辑字典' },
  dictRemove: { code: 'sys_dict_del', label: '删除字典' },
  dictExport: { code: 'sys_dict_export', label: '导出字典' },
  bannerView: { code: 'sys_banner_view', label: '查看轮播图' },
  bannerAdd: { code: 'sys_banner_add', label: '新增轮播图' },
  bannerEdit: { code: 'sys_banner_edit', label: '编辑轮播图' },
  bannerRemove: { code: 'sys_banner_del', label: '删除轮播图' },
  bannerExport: { code: 'sys_banner_export', label: '导出轮播图' },
  commissionView: { code: 'sys_commission_view', label: '查看佣金设置' },
  commissionEdit: { code: 'sys_commission_edit', label: '修改佣金设置' },
  commissionExport: { code: 'sys_commission_export', label: '导出佣金设置' },
  operationLogView: { code: 'sys_log_view', label: '查看操作日志' },

  // 审核中心
  noticeAuditView: { code: 'notice_audit_view', label: '查看公告审核' },
  noticeAuditApprove: { code: 'notice_audit_approve', label: '审核公告' },
  noticeAuditRevoke: { code: 'notice_audit_revoke', label: '驳回已发布公告' },
  noticeAuditExport: { code: 'notice_audit_export', label: '导出公告' },
  marginAuditView: { code: 'margin_audit_view', label: '查看保证金审核' },
  marginPaymentAudit: { code: 'margin_pay_audit', label: '审核保证金缴纳' },
  marginReturnAudit: { code: 'margin_return_audit', label: '审核保证金退还' },
  statementView: { code: 'bank_statement_view', label: '查看银行对账' },
  statementImport: { code: 'bank_statement_import', label: '导入银行流水' },
  statementResolve: { code: 'bank_statement_resolve', label: '处理对账异常' },
  marginExport: { code: 'margin_export', label: '导出保证金' },
  registerReviewView: { code: 'register_review_view', label: '查看注册审核' },
  registerReviewApprove: { code: 'register_review_approve', label: '通过注册审核' },
  registerReviewReject: { code: 'register_review_reject', label: '驳回注册审核' },
  registerReviewSubAccount: { code: 'register_review_sub_account', label: '新增子账号' },
  registerReviewBankEdit: { code: 'register_review_bank_edit', label: '修改开户信息' },
  registerReviewExport: { code: 'register_review_export', label: '导出注册审核' },
  registerMemberView: { code: 'register_member_view', label: '查看注册会员' },
  registerMemberBar: { code: 'register_member_bar', label: '禁用/启用会员' },
  registerMemberExport: { code: 'register_member_export', label: '导出注册会员' },

  // 委托方中心
  bulletinView: { code: 'bulletin_view', label: '查看竞价公告' },
  bulletinAdd: { code: 'bulletin_add', label: '新增竞价公告' },
  bulletinEdit: { code: 'bulletin_edit', label: '编辑竞价公告' },
  bulletinCommit: { code: 'bulletin_commit', label: '提交竞价公告' },
  bulletinUndo: { code: 'bulletin_undo', label: '撤回竞价公告' },
  bulletinRemove: { code: 'bulletin_del', label: '删除竞价公告' },
  bulletinExport: { code: 'bulletin_export', label: '导出竞价公告' },
  guardGoodsEdit: { code: 'guard_goods_edit', label: '维护看货信息' },
  specifyUserEdit: { code: 'specify_user_edit', label: '设置定向竞买人' },
  bulletinReauction: { code: 'bulletin_reauction', label: '重新拍卖' },
  bidOrderView: { code: 'bid_order_view', label: '查看竞价订单' },
  bidOrderPaymentAudit: { code: 'bid_order_pay_audit', label: '审核货款' },
  bidOrderSettle: { code: 'bid_order_settle', label: '结算订单' },
  bidOrderExport: { code: 'bid_order_export', label: '导出竞价订单' },
  bidOrderWeigh: { code: 'bid_order_weigh', label: '录入过磅' },
  bidOrderRunnerUp: { code: 'bid_order_runner_up', label: '悔拍递补' },
  orderManageView: { code: 'order_manage_view', label: '查看订单管理' },
  orderManageBankEdit: { code: 'order_manage_bank_edit', label: '修改收款账户' },
  orderManagePickup: { code: 'order_manage_pickup', label: '确认提货' },
  orderManageWeigh: { code: 'order_manage_weigh', label: '录入过磅' },
  orderManageInvoice: { code: 'order_manage_invoice', label: '登记发票' },
  orderManageRunnerUp: { code: 'order_manage_runner_up', label: '悔拍递补' },
  orderManageExport: { code: 'order_manage_export', label: '导出订单' },
  subAccountView: { code: 'sub_account_view', label: '查看子账号' },
  subAccountAdd: { code: 'sub_account_add', label: '新增子账号' },
  subAccountEdit: { code: 'sub_account_edit', label: '编辑子账号' },
  subAccountRemove: { code: 'sub_account_del', label: '删除子账号' },
  subAccountExport: { code: 'sub_account_export', label: '导出子账号' },
  feeContractView: { code: 'fee_contract_view', label: '查看费用合同' },
  feeContractExport: { code: 'fee_contract_export', label: '导出费用合同' },

  // 买受人中心
  myBidView: { code: 'my_bid_view', label: '查看我的竞价' },
  myBidExport: { code: 'my_bid_export', label: '导出我的竞价' },
  bidPlace: { code: 'bid_place', label: '出价' },
  myMarginView: { code: 'my_margin_view', label: '查看我的保证金' },
  marginPay: { code: 'margin_pay', label: '缴纳保证金' },
  myMarginExport: { code: 'my_margin_export', label: '导出我的保证金' },
  myOrderView: { code: 'my_order_view', label: '查看我的订单' },
  myOrderExport: { code: 'my_order_export', label: '导出我的订单' },
  orderPay: { code: 'order_pay', label: '支付货款' },
  orderWeighingConfirm: { code: 'order_weighing_confirm', label: '确认过磅结果' },
  runnerUpOfferRespond: { code: 'runner_up_offer_respond', label: '接受或放弃递补' },
  billOfLadingView: { code: 'bill_of_lading_view', label: '查看提货单' },
  myAttentionView: { code: 'my_attention_view', label: '查看我的关注' },
  myAttentionCancel: { code: 'my_attention_cancel', label: '取消关注' },
  myAttentionExport: { code: 'my_attention_export', label: '导出我的关注' },
  reminderSettingsEdit: { code: 'reminder_settings_edit', label: '修改提醒设置' },
  tripartiteContractView: { code: 'tripartite_contract_view', label: '查看三方合同' },
  tripartiteContractExport: { code: 'tripartite_contract_export', label: '导出三方合同' },

  // 开放接口: a company's own systems. Never granted to an API client itself.
  apiClientView: { code: 'api_client_view', label: '查看 API 客户端' },
  apiClientManage: { code: 'api_client_manage', label: '管理 API 客户端' },
  webhookView: { code: 'webhook_view', label: '查看事件推送' },
  webhookManage: { code: 'webhook_manage', label: '管理事件推送' },
});

export type PermissionKey = keyof typeof PERMISSIONS;
export type PermissionCode = (typeof PERMISSIONS)[PermissionKey]['code'];

export const PERMISSION_BY_CODE: ReadonlyMap<string, PermissionDef> = new Map(
  Object.values(PERMISSIONS).map((permission) => [permission.code, permission]),
);

/**
 * What a route requires: anyone, any signed-in user, or one permission code. 'session' admits
 * any live sign-in, even one that must first replace a temporary password (signing out, asking
 * whether the password must change); 'authenticated' and permission codes refuse that one.
 * Routes that declare nothing are refused (deny by default).
 */
export type RouteAccess = 'public' | 'session' | 'authenticated' | PermissionDef;

/**
 * The review queues' permissions (公告审核, 保证金审核, 注册审核, 货款确认, 结算): a holder's
 * 待办 counts those queues, so their live channel hears when one changes.
 */
export const REVIEW_QUEUE_PERMISSIONS: readonly PermissionDef[] = [
  PERMISSIONS.noticeAuditView,
  PERMISSIONS.marginAuditView,
  PERMISSIONS.registerReviewView,
  PERMISSIONS.bidOrderPaymentAudit,
  PERMISSIONS.bidOrderSettle,
];
