import { MENU_CODES } from '@lyp/shared/permission/permission.schemas';
import { PERMISSIONS as P, type PermissionDef } from '@lyp/shared/rbac/permissions';

export interface MenuSeed {
  code: string;
  name: string;
  path?: string;
  icon?: string;
  isHidden?: 0 | 1;
  metaKeepalive?: 0 | 1;
  /** Button entries under this menu; their codes are the permission codes. */
  buttons?: readonly PermissionDef[];
  children?: readonly MenuSeed[];
}

/** The personal centre: every route of spec §2 under /personalcenter, grouped by role. */
export const MENU_TREE: readonly MenuSeed[] = [
  {
    code: MENU_CODES.dashboard,
    name: '工作台',
    path: '/personalcenter',
    icon: 'HomeOutlined',
    children: [
      {
        code: MENU_CODES.dashboardIndex,
        name: '个人首页',
        path: '/personalcenter/home',
        icon: 'UserOutlined',
      },
    ],
  },
  { code: MENU_CODES.notFound, name: '页面不存在', path: '/personalcenter/404', isHidden: 1 },
  {
    code: 'BuyerCenter',
    name: '买受人中心',
    icon: 'ShoppingOutlined',
    children: [
      {
        code: 'MyBid',
        name: '我的竞价',
        path: '/personalcenter/mybid',
        icon: 'ThunderboltOutlined',
        buttons: [P.myBidView, P.bidPlace, P.myBidExport],
      },
      {
        code: 'MyMargin',
        name: '我的保证金',
        path: '/personalcenter/myMargin',
        icon: 'MoneyCollectOutlined',
        buttons: [P.myMarginView, P.marginPay, P.myMarginExport],
      },
      {
        code: 'MyOrder',
        name: '我的订单',
        path: '/personalcenter/myOrder',
        icon: 'ProfileOutlined',
        buttons: [P.myOrderView, P.billOfLadingView, P.myOrderExport],
        children: [
          {
            code: 'MyOrderPayment',
            name: '货款支付',
            path: '/personalcenter/myOrder/payment',
            isHidden: 1,
            buttons: [P.orderPay],
          },
        ],
      },
      {
        code: 'MyAttention',
        name: '我的关注',
        path: '/personalcenter/myAttention',
        icon: 'StarOutlined',
        buttons: [P.myAttentionView, P.myAttentionCancel, P.myAttentionExport],
      },
      {
        code: 'ReminderSettings',
        name: '提醒设置',
        path: '/personalcenter/reminderSettings',
        icon: 'BellOutlined',
        buttons: [P.reminderSettingsEdit],
      },
    ],
  },
  {
    code: 'SellerCenter',
    name: '委托方中心',
    icon: 'ShopOutlined',
    children: [
      {
        code: 'InfoRelease',
        name: '信息发布',
        path: '/personalcenter/infoRelease',
        icon: 'NotificationOutlined',
        metaKeepalive: 1,
        buttons: [
          P.bulletinView,
          P.bulletinAdd,
          P.bulletinEdit,
          P.bulletinCommit,
          P.bulletinUndo,
          P.bulletinRemove,
          P.bulletinExport,
          P.guardGoodsEdit,
          P.specifyUserEdit,
        ],
      },
      { code: 'NoticeEditor', name: '公告编辑', path: '/personalcenter/components', isHidden: 1 },
      {
        code: 'OrderManage',
        name: '订单管理',
        path: '/personalcenter/ordermanage',
        icon: 'FileDoneOutlined',
        buttons: [P.orderManageView, P.orderManageBankEdit, P.orderManagePickup, P.orderManageExport],
      },
      {
        code: 'SubAccount',
        name: '子账号管理',
        path: '/personalcenter/subAccount',
        icon: 'TeamOutlined',
        buttons: [
          P.subAccountView,
          P.subAccountAdd,
          P.subAccountEdit,
          P.subAccountRemove,
          P.subAccountExport,
        ],
      },
    ],
  },
  {
    code: 'ContractCenter',
    name: '合同中心',
    icon: 'FileTextOutlined',
    children: [
      // Both sides' contracts: the buyer's 买受人合同 and the seller's 委托方费用合同.
      {
        code: 'FeeContract',
        name: '费用合同',
        path: '/personalcenter/feeContract',
        icon: 'FileProtectOutlined',
        buttons: [P.feeContractView, P.feeContractExport],
      },
      {
        code: 'TripartiteContract',
        name: '三方合同',
        path: '/personalcenter/tripartiteContract',
        icon: 'SolutionOutlined',
        buttons: [P.tripartiteContractView, P.tripartiteContractExport],
      },
    ],
  },
  {
    code: 'AuditCenter',
    name: '审核中心',
    icon: 'AuditOutlined',
    children: [
      {
        code: 'NoticeTodo',
        name: '待审核公告',
        path: '/personalcenter/noticetodo',
        icon: 'ClockCircleOutlined',
        buttons: [P.noticeAuditView, P.noticeAuditApprove, P.noticeAuditExport],
      },
      {
        code: 'NoticeApproved',
        name: '已通过公告',
        path: '/personalcenter/noticeapproved',
        icon: 'CheckCircleOutlined',
        buttons: [P.noticeAuditRevoke],
      },
      {
        code: 'NoticeRejected',
        name: '未通过公告',
        path: '/personalcenter/noticeno',
        icon: 'CloseCircleOutlined',
      },
      {
        code: 'NoticePublished',
        name: '已发布公告',
        path: '/personalcenter/noticeyes',
        icon: 'SoundOutlined',
      },
      {
        code: 'MarginManage',
        name: '保证金管理',
        path: '/personalcenter/marginmanage',
        icon: 'AccountBookOutlined',
        buttons: [P.marginAuditView, P.marginPaymentAudit, P.marginReturnAudit, P.marginExport],
      },
      {
        code: 'BankStatement',
        name: '银行对账',
        path: '/personalcenter/bankStatement',
        icon: 'ReconciliationOutlined',
        buttons: [P.statementView, P.statementImport, P.statementResolve],
      },
      // Every organisation's orders, their payment and settlement: the platform's, not a seller's
      // (migration 0009 moves it on databases seeded when it sat in 委托方中心).
      {
        code: 'BidOrderManage',
        name: '竞价订单管理',
        path: '/personalcenter/bidOrderManage',
        icon: 'ContainerOutlined',
        buttons: [P.bidOrderView, P.bidOrderPaymentAudit, P.bidOrderSettle, P.bidOrderExport],
      },
      {
        code: 'RegisterReview',
        name: '注册审核',
        path: '/personalcenter/registerReview',
        icon: 'SafetyCertificateOutlined',
        buttons: [
          P.registerReviewView,
          P.registerReviewApprove,
          P.registerReviewReject,
          P.registerReviewSubAccount,
          P.registerReviewBankEdit,
          P.registerReviewExport,
        ],
      },
      {
        code: 'RegisterMember',
        name: '注册会员',
        path: '/personalcenter/registermember',
        icon: 'TeamOutlined',
        buttons: [P.registerMemberView, P.registerMemberBar, P.registerMemberExport],
      },
    ],
  },
  {
    code: 'SystemManage',
    name: '系统管理',
    icon: 'SettingOutlined',
    children: [
      {
        code: 'MenuManage',
        name: '菜单管理',
        path: '/personalcenter/menuManage',
        icon: 'MenuOutlined',
        buttons: [P.menuView, P.menuAdd, P.menuEdit, P.menuRemove],
      },
      {
        code: 'RoleManage',
        name: '角色管理',
        path: '/personalcenter/rolemanage',
        icon: 'IdcardOutlined',
        buttons: [P.roleView, P.roleAdd, P.roleEdit, P.roleRemove, P.roleGrant, P.roleExport],
      },
      {
        code: 'UserManage',
        name: '用户管理',
        path: '/personalcenter/usermanage',
        icon: 'UserOutlined',
        buttons: [
          P.userView,
          P.userAdd,
          P.userEdit,
          P.userRemove,
          P.userResetPassword,
          P.userStatus,
          P.userUnlock,
          P.userExport,
          P.operationLogView,
        ],
      },
      {
        code: 'DictionaryManage',
        name: '字典管理',
        path: '/personalcenter/dictionaryManage',
        icon: 'BookOutlined',
        buttons: [P.dictView, P.dictAdd, P.dictEdit, P.dictRemove, P.dictExport],
      },
      {
        code: 'BannerManage',
        name: '轮播图管理',
        path: '/personalcenter/bannerManage',
        icon: 'PictureOutlined',
        buttons: [P.bannerView, P.bannerAdd, P.bannerEdit, P.bannerRemove, P.bannerExport],
      },
      {
        code: 'CommissionSetting',
        name: '佣金设置',
        path: '/personalcenter/components/commission',
        icon: 'PercentageOutlined',
        buttons: [P.commissionView, P.commissionEdit, P.commissionExport],
      },
    ],
  },
];
