import { PAGE_ROUTES as ROUTES, type PageRoute } from '@lyp/shared/navigation/routes';
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

/**
 * A page's menu entry: its path and name are its route's in the shared page table, so every
 * menu path is a page the web's router knows.
 */
function pageMenu(route: PageRoute, entry: Omit<MenuSeed, 'path' | 'name'> & { name?: string }): MenuSeed {
  return { name: route.title, ...entry, path: route.path };
}

/** The personal centre: every route of spec §2 under /personalcenter, grouped by role. */
export const MENU_TREE: readonly MenuSeed[] = [
  pageMenu(ROUTES.personalCenter, {
    code: MENU_CODES.dashboard,
    // The group over the personal home: the menu calls it 工作台, the page title 个人中心.
    name: '工作台',
    icon: 'HomeOutlined',
    children: [
      pageMenu(ROUTES.personalHome, {
        code: MENU_CODES.dashboardIndex,
        icon: 'UserOutlined',
      }),
    ],
  }),
  pageMenu(ROUTES.personalNotFound, { code: MENU_CODES.notFound, isHidden: 1 }),
  {
    code: 'BuyerCenter',
    name: '买受人中心',
    icon: 'ShoppingOutlined',
    children: [
      pageMenu(ROUTES.myBid, {
        code: 'MyBid',
        icon: 'ThunderboltOutlined',
        buttons: [P.myBidView, P.bidPlace, P.myBidExport],
      }),
      pageMenu(ROUTES.myMargin, {
        code: 'MyMargin',
        icon: 'MoneyCollectOutlined',
        buttons: [P.myMarginView, P.marginPay, P.myMarginExport],
      }),
      pageMenu(ROUTES.myOrder, {
        code: 'MyOrder',
        icon: 'ProfileOutlined',
        buttons: [
          P.myOrderView,
          P.billOfLadingView,
          P.myOrderExport,
          P.orderWeighingConfirm,
          P.runnerUpOfferRespond,
        ],
        children: [
          pageMenu(ROUTES.orderPayment, {
            code: 'MyOrderPayment',
            isHidden: 1,
            buttons: [P.orderPay],
          }),
        ],
      }),
      pageMenu(ROUTES.myAttention, {
        code: 'MyAttention',
        icon: 'StarOutlined',
        buttons: [P.myAttentionView, P.myAttentionCancel, P.myAttentionExport],
      }),
      pageMenu(ROUTES.reminderSettings, {
        code: 'ReminderSettings',
        icon: 'BellOutlined',
        buttons: [P.reminderSettingsEdit],
      }),
    ],
  },
  {
    code: 'SellerCenter',
    name: '委托方中心',
    icon: 'ShopOutlined',
    children: [
      pageMenu(ROUTES.infoRelease, {
        code: 'InfoRelease',
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
          P.bulletinReauction,
        ],
      }),
      pageMenu(ROUTES.noticeEditor, { code: 'NoticeEditor', isHidden: 1 }),
      pageMenu(ROUTES.orderManage, {
        code: 'OrderManage',
        icon: 'FileDoneOutlined',
        buttons: [
          P.orderManageView,
          P.orderManageBankEdit,
          P.orderManagePickup,
          P.orderManageWeigh,
          P.orderManageInvoice,
          P.orderManageRunnerUp,
          P.orderManageExport,
        ],
      }),
      pageMenu(ROUTES.subAccount, {
        code: 'SubAccount',
        icon: 'TeamOutlined',
        buttons: [
          P.subAccountView,
          P.subAccountAdd,
          P.subAccountEdit,
          P.subAccountRemove,
          P.subAccountExport,
        ],
      }),
    ],
  },
  {
    // A company's own systems (ERP): the API clients they call with, the webhooks they hear at.
    code: 'OpenPlatform',
    name: '开放接口',
    icon: 'ApiOutlined',
    children: [
      pageMenu(ROUTES.apiClient, {
        code: 'ApiClient',
        icon: 'KeyOutlined',
        buttons: [P.apiClientView, P.apiClientManage],
      }),
      pageMenu(ROUTES.webhook, {
        code: 'Webhook',
        icon: 'SendOutlined',
        buttons: [P.webhookView, P.webhookManage],
      }),
    ],
  },
  {
    code: 'ContractCenter',
    name: '合同中心',
    icon: 'FileTextOutlined',
    children: [
      // Both sides' contracts: the buyer's 买受人合同 and the seller's 委托方费用合同.
      pageMenu(ROUTES.feeContract, {
        code: 'FeeContract',
        icon: 'FileProtectOutlined',
        buttons: [P.feeContractView, P.feeContractExport],
      }),
      pageMenu(ROUTES.tripartiteContract, {
        code: 'TripartiteContract',
        icon: 'SolutionOutlined',
        buttons: [P.tripartiteContractView, P.tripartiteContractExport],
      }),
    ],
  },
  {
    code: 'AuditCenter',
    name: '审核中心',
    icon: 'AuditOutlined',
    children: [
      pageMenu(ROUTES.noticeTodo, {
        code: 'NoticeTodo',
        icon: 'ClockCircleOutlined',
        buttons: [P.noticeAuditView, P.noticeAuditApprove, P.noticeAuditExport],
      }),
      pageMenu(ROUTES.noticeApproved, {
        code: 'NoticeApproved',
        icon: 'CheckCircleOutlined',
        buttons: [P.noticeAuditRevoke],
      }),
      pageMenu(ROUTES.noticeRejected, {
        code: 'NoticeRejected',
        icon: 'CloseCircleOutlined',
      }),
      pageMenu(ROUTES.noticePublished, {
        code: 'NoticePublished',
        icon: 'SoundOutlined',
      }),
      pageMenu(ROUTES.marginManage, {
        code: 'MarginManage',
        icon: 'AccountBookOutlined',
        buttons: [P.marginAuditView, P.marginPaymentAudit, P.marginReturnAudit, P.marginExport],
      }),
      pageMenu(ROUTES.bankStatement, {
        code: 'BankStatement',
        icon: 'ReconciliationOutlined',
        buttons: [P.statementView, P.statementImport, P.statementResolve],
      }),
      // Every organisation's orders, their payment and settlement: the platform's, not a seller's
      // (migration 0009 moves it on databases seeded when it sat in 委托方中心).
      pageMenu(ROUTES.bidOrderManage, {
        code: 'BidOrderManage',
        icon: 'ContainerOutlined',
        buttons: [
          P.bidOrderView,
          P.bidOrderPaymentAudit,
          P.bidOrderSettle,
          P.bidOrderWeigh,
          P.bidOrderRunnerUp,
          P.bidOrderExport,
        ],
      }),
      pageMenu(ROUTES.registerReview, {
        code: 'RegisterReview',
        icon: 'SafetyCertificateOutlined',
        buttons: [
          P.registerReviewView,
          P.registerReviewApprove,
          P.registerReviewReject,
          P.registerReviewSubAccount,
          P.registerReviewBankEdit,
          P.registerReviewExport,
        ],
      }),
      pageMenu(ROUTES.registerMember, {
        code: 'RegisterMember',
        icon: 'TeamOutlined',
        buttons: [P.registerMemberView, P.registerMemberBar, P.registerMemberExport],
      }),
    ],
  },
  {
    code: 'SystemManage',
    name: '系统管理',
    icon: 'SettingOutlined',
    children: [
      pageMenu(ROUTES.menuManage, {
        code: 'MenuManage',
        icon: 'MenuOutlined',
        buttons: [P.menuView, P.menuAdd, P.menuEdit, P.menuRemove],
      }),
      pageMenu(ROUTES.roleManage, {
        code: 'RoleManage',
        icon: 'IdcardOutlined',
        buttons: [P.roleView, P.roleAdd, P.roleEdit, P.roleRemove, P.roleGrant, P.roleExport],
      }),
      pageMenu(ROUTES.userManage, {
        code: 'UserManage',
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
      }),
      pageMenu(ROUTES.dictionaryManage, {
        code: 'DictionaryManage',
        icon: 'BookOutlined',
        buttons: [P.dictView, P.dictAdd, P.dictEdit, P.dictRemove, P.dictExport],
      }),
      pageMenu(ROUTES.bannerManage, {
        code: 'BannerManage',
        icon: 'PictureOutlined',
        buttons: [P.bannerView, P.bannerAdd, P.bannerEdit, P.bannerRemove, P.bannerExport],
      }),
      pageMenu(ROUTES.commissionSetting, {
        code: 'CommissionSetting',
        icon: 'PercentageOutlined',
        buttons: [P.commissionView, P.commissionEdit, P.commissionExport],
      }),
    ],
  },
];
