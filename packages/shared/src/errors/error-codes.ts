import { AUCTION_FORMAT_ERRORS } from './auction-format-errors';
import { COMPANY_ERRORS } from './company-errors';
import { INTEGRATION_ERRORS } from './integration-errors';
import { REAUCTION_ERRORS } from './reauction-errors';
import { RIGHTS_ERRORS } from './rights-errors';
import { RUNNER_UP_ERRORS } from './runner-up-errors';
import { TRADE_ERRORS } from './trade-errors';
import { STORAGE_ERRORS } from './storage-errors';
import type { ErrorTable } from './error-table';

/**
 * Every business error the API can answer with, its HTTP status and its Chinese message.
 * `{name}` in a message is filled from the error's parameters. The auction formats' errors have
 * a file of their own, as do companies'; the compiler keeps every code in one table only.
 */
const GENERAL_ERRORS = {
  VALIDATION_FAILED: { status: 400, message: '请求参数不正确' },
  BAD_REQUEST: { status: 400, message: '请求错误' },
  UNAUTHENTICATED: { status: 401, message: '登录已超时，请重新登录' },
  FORBIDDEN: { status: 403, message: '拒绝访问' },
  PERMISSION_DENIED: { status: 403, message: '没有「{permission}」权限，请联系管理员开通' },
  // 403 with its own code: the web sends the user to 修改密码, not to sign in again.
  PASSWORD_CHANGE_REQUIRED: { status: 403, message: '您正在使用临时密码，请先修改密码' },
  ROUTE_NOT_FOUND: { status: 404, message: '请求的接口不存在' },
  NOT_FOUND: { status: 404, message: '请求的资源不存在' },
  METHOD_NOT_ALLOWED: { status: 405, message: '请求方法不被允许' },
  PAYLOAD_TOO_LARGE: { status: 413, message: '请求内容过大' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: '不支持的请求格式，请使用 JSON' },
  RATE_LIMITED: { status: 429, message: '请求过于频繁，请 {seconds} 秒后再试' },
  INTERNAL_ERROR: { status: 500, message: '服务异常，请稍后重试' },
  SERVICE_UNAVAILABLE: { status: 503, message: '服务暂不可用，请稍后重试' },
  DATABASE_UNAVAILABLE: { status: 503, message: '数据服务暂时不可用，请 {seconds} 秒后重试' },

  SMS_SEND_TOO_FREQUENT: { status: 429, message: '验证码发送过于频繁，请 {seconds} 秒后再试' },
  SMS_DAILY_LIMIT: { status: 429, message: '该手机号今日获取验证码已达 {limit} 次上限，请明天再试' },
  SMS_IP_LIMIT: { status: 429, message: '当前网络获取验证码过于频繁，请 {seconds} 秒后再试' },
  SMS_CODE_INVALID: { status: 400, message: '验证码错误，还可尝试 {remaining} 次' },
  SMS_CODE_EXPIRED: { status: 400, message: '验证码已失效，请重新获取' },
  SMS_CODE_LOCKED: { status: 400, message: '验证码错误次数过多，已失效，请重新获取' },
  SMS_SEND_FAILED: { status: 503, message: '短信发送失败，请稍后重试' },

  PHONE_ALREADY_REGISTERED: { status: 409, message: '该手机号已注册，请直接登录或找回密码' },
  PHONE_UNCHANGED: { status: 400, message: '新手机号与当前手机号相同' },
  USERNAME_TAKEN: { status: 409, message: '用户名「{username}」已被使用，请换一个' },
  PASSWORD_INCORRECT: { status: 400, message: '当前密码不正确' },
  // An unknown account answers exactly like a wrong password: nobody learns who is registered.
  ACCOUNT_OR_PASSWORD_INCORRECT: { status: 400, message: '账号或当前密码错误' },
  ACCOUNT_DISABLED: { status: 403, message: '账号已被停用，请联系平台管理员' },
  PASSWORD_TOO_COMMON: { status: 400, message: '该密码过于常见，容易被猜中，请换一个更安全的密码' },
  MENU_NOT_GRANTED: { status: 404, message: '菜单不存在或您无权访问' },

  PROFILE_OTHER_USER: { status: 403, message: '只能查看本人的账号信息' },
  ORG_NOT_MEMBER: { status: 403, message: '您不属于该组织，无法切换到该组织' },

  FILE_REQUIRED: { status: 400, message: '请选择要上传的文件（表单字段 file）' },
  FILE_IMAGE_TOO_LARGE: {
    status: 400,
    message:
      '图片像素过大（{width}×{height}，约 {megapixels} 百万像素），最多 {max} 百万像素：请缩小图片（如用手机“编辑/调整大小”或截图）后再上传',
  },
  FILE_PREVIEW_UNAVAILABLE: { status: 422, message: '该图片过大或已损坏，无法生成预览，请下载原图查看' },
  TABLE_TOO_LONG: {
    status: 400,
    message: '文件「{name}」有 {rows} 行，超过 50000 行：请按月分开导出后再导入',
  },
  TABLE_UNREADABLE: {
    status: 400,
    message: '无法读取文件「{name}」：请确认是银行导出的 .xlsx 或 .csv 文件（.xls 请先另存为 .xlsx）',
  },
  STATEMENT_COLUMNS_MISSING: {
    status: 400,
    message: '对账单「{name}」中找不到列：{columns}。请检查列映射，或确认导出的是该银行的对账单',
  },
  STATEMENT_LINE_NOT_FOUND: { status: 404, message: '该银行流水不存在或您无权查看' },
  STATEMENT_LINE_SETTLED: { status: 409, message: '该银行流水已处理，请刷新后查看' },
  STATEMENT_MATCH_REFUSED: { status: 409, message: '不能匹配：{reason}' },
  REFUND_BATCH_EMPTY: { status: 409, message: '当前筛选条件下没有待退还的保证金' },
  REFUND_RESULT_LAYOUT: {
    status: 400,
    message: '文件「{name}」缺少{columns}列：请导入银行返回的批量代付结果文件',
  },
  FILE_TOO_LARGE: { status: 413, message: '文件不能超过 {mb} MB' },
  UPLOAD_INCOMPLETE: { status: 400, message: '上传的文件数据不完整或格式不正确，请重新上传' },
  FILE_TYPE_NOT_ALLOWED: {
    status: 415,
    message: '只支持 jpg、png、pdf、doc、docx、xls、xlsx、csv 文件（按文件内容识别，而非文件名）',
  },
  FILE_NOT_FOUND: { status: 404, message: '文件不存在或您无权查看' },
  MESSAGE_NOT_FOUND: { status: 404, message: '消息不存在或您无权查看' },
  FILE_IN_USE: { status: 409, message: '该文件已用于{usage}，不能删除' },
  FILE_NOT_USABLE: { status: 400, message: '文件「{name}」不能用作{usage}（须为本人上传的{kinds}文件）' },

  BULLETIN_NOT_FOUND: { status: 404, message: '竞价公告不存在或您无权查看' },
  BULLETIN_BODY_EMPTY: {
    status: 400,
    message: '公告正文不能为空（脚本等不安全内容会被移除，请填写正文文字或图片）',
  },
  BULLETIN_WRONG_STATE: { status: 409, message: '公告当前为「{status}」，{rule}' },
  AUDIT_OWN_BULLETIN: {
    status: 403,
    message: '您是该公告委托方（{seller}）的成员，不能审核本组织的公告，请由其他审核人员处理',
  },
  LOT_NOT_FOUND: { status: 404, message: '标的不存在或您无权查看' },
  LOT_INVALID: { status: 400, message: '第 {index} 个标的：{problem}' },
  LOT_VIEWING_NOT_FOUND: { status: 404, message: '看货信息不存在或您无权修改' },
  SPECIFIED_BIDDER_UNKNOWN: { status: 400, message: '手机号 {phone} 尚未注册，无法设为定向竞买人' },
  LOT_NOT_RESTRICTED: { status: 409, message: '该标的不是定向竞价，无需设置定向竞买人' },
  CERTIFICATION_REQUIRED: { status: 409, message: '请先完成实名认证（个人或企业认证）后再参与竞价' },
  NOT_SPECIFIED_BIDDER: { status: 409, message: '该标的为定向竞价，仅限委托方指定的竞买人参与' },
  OWN_LOT: { status: 409, message: '不能参与本组织委托的标的' },
  BIDDING_BARRED: { status: 409, message: '您因悔拍次数过多已被限制参与竞价，请联系平台客服' },
  DEPOSIT_NOT_OPEN: { status: 409, message: '该标的当前不接受保证金缴纳：{reason}' },
  DEPOSIT_EXISTS: { status: 409, message: '您已提交该标的的保证金（{status}），无需重复缴纳' },
  DEPOSIT_NOT_FOUND: { status: 404, message: '保证金记录不存在或您无权查看' },
  DEPOSIT_WRONG_STATE: { status: 409, message: '保证金当前为「{status}」，不能{action}' },
  DEPOSIT_REQUIRED: {
    status: 409,
    message: '请先缴纳该标的的保证金（{amount}），审核通过后即可出价',
  },

  BID_NOT_STARTED: { status: 409, message: '竞价尚未开始，开始时间为 {startsAt}' },
  BID_ENDED: { status: 409, message: '竞价已结束' },
  LOT_NOT_BIDDABLE: { status: 409, message: '该标的当前不在竞价中（{status}）' },
  DEPOSIT_UNDER_REVIEW: {
    status: 409,
    message: '您的保证金缴款凭证正在审核，审核通过后即可出价',
  },
  BID_TOO_LOW: { status: 409, message: '出价须不低于 {minimum}' },
  BID_OFF_GRID: { status: 409, message: '出价须为起拍价加若干个加价幅度（每次加价 {increment}）' },
  BID_ALREADY_LEADING: {
    status: 409,
    message: '您当前已是最高出价人，无需再次出价；如需提高上限，请设置最高价',
  },
  MAX_TOO_LOW: { status: 409, message: '最高价须不低于 {minimum}' },
  MAX_NOT_RAISED: { status: 409, message: '您已领先，新的最高价须高于 {current}（您当前的最高价或出价）' },
  BID_MODE_NOT_SUPPORTED: { status: 409, message: '该标的为增价竞价，不支持减价出价（应价）' },
  BID_KEY_REUSED: { status: 409, message: '该出价编号已用于另一笔出价，请刷新页面后重新出价' },
  BID_BUSY: {
    status: 503,
    message: '出价结果暂未确认，请稍后用同一出价编号重试（不会重复出价）',
  },

  // One person, one bidder: said without naming the other account.
  ID_NUMBER_TAKEN: {
    status: 409,
    message:
      '该身份证号已在其他账号完成实名认证或正在审核中，一人只能认证一个账号；如需找回原账号，请使用“忘记密码”或联系平台客服',
  },
  CERTIFICATION_PENDING: { status: 409, message: '您的实名认证正在审核中，请耐心等待，无需重复提交' },
  CERTIFICATION_APPROVED: { status: 409, message: '您已完成实名认证，无需重复提交' },
  CERTIFICATION_NOT_FOUND: { status: 404, message: '认证申请不存在' },
  CERTIFICATION_WRONG_STATE: { status: 409, message: '该认证当前为「{status}」，不能审核' },
  ORDER_NOT_FOUND: { status: 404, message: '订单不存在或您无权查看' },
  ORDER_WRONG_STATE: { status: 409, message: '订单当前为「{status}」，不能{action}' },
  DOCUMENT_NOT_FOUND: { status: 404, message: '单据不存在或您无权查看' },
  DOCUMENT_NOT_A_SIGNATORY: { status: 403, message: '您不是该合同需要签署确认的一方' },
  DOCUMENT_ALREADY_CONFIRMED: { status: 409, message: '您已签署确认过该合同，无需重复确认' },
  DOCUMENT_SALE_VOID: { status: 409, message: '该订单已违约（悔拍），合同不再签署确认' },
  DOCUMENT_VERIFY_FAILED: { status: 404, message: '验证码无效：没有找到该验证码对应的单据，请核对后重试' },
  SETTLEMENT_ACCOUNT_NOT_SETTLEABLE: {
    status: 409,
    message: '收款账户「{account}」{state}，不能结算：请委托方在订单管理中选择本企业已审核的收款账户',
  },
  SETTLEMENT_ACCOUNT_NOT_FOUND: {
    status: 404,
    message: '该收款账户不是本企业已审核、仍在使用的账户；新账户请先提交开户信息变更，审核通过后即可选择',
  },
  SETTLEMENT_ACCOUNT_NAME_MISMATCH: {
    status: 409,
    message: '收款户名「{accountName}」与认证名称「{certifiedName}」不一致，不能作为收款账户',
  },
  ORDER_NO_SETTLEMENT_ACCOUNT: { status: 409, message: '委托方尚未设置收款账户，暂不能结算' },
  ORDER_PAYMENT_OVERDUE: {
    status: 409,
    message: '已超过付款期限（{deadline}），订单按悔拍处理，不能再提交付款',
  },

  DICT_TYPE_NOT_FOUND: { status: 404, message: '字典类型不存在或已被删除' },
  DICT_TYPE_CODE_TAKEN: { status: 409, message: '字典编码「{code}」已存在，请换一个编码' },
  DICT_TYPE_HAS_ITEMS: { status: 409, message: '该字典类型下还有 {count} 个字典项，请先删除字典项' },
  DICT_TYPE_SYSTEM: { status: 409, message: '「{name}」是系统内置字典，不能删除或修改编码' },
  DICT_ITEM_NOT_FOUND: { status: 404, message: '字典项不存在或已被删除' },
  DICT_ITEM_SYSTEM: {
    status: 409,
    message: '「{name}」是系统内置字典，其字典项不能删除或修改值（可修改标签或停用）',
  },
  USER_NOT_FOUND: { status: 404, message: '用户不存在或已被删除' },
  USER_PHONE_TAKEN: { status: 409, message: '手机号 {phone} 已被其他用户使用，请换一个' },
  USER_ORG_INVALID: { status: 400, message: '所属组织不存在或不属于本租户（组织编号 {ids}），请重新选择' },
  USER_ROLE_INVALID: { status: 400, message: '角色不存在或不属于本租户（角色编号 {ids}），请重新选择' },
  USER_DISABLE_SELF: { status: 409, message: '不能停用自己的账号' },
  MEMBER_NOT_FOUND: { status: 404, message: '会员不存在或已被删除' },
  MEMBER_BAR_SELF: { status: 409, message: '不能禁用自己的账号' },
  MEMBER_BAR_STAFF: {
    status: 409,
    message: '该账号是平台工作人员，不是注册会员，不能在此禁用；如需停用请到用户管理操作',
  },
  USER_LAST_ADMIN: {
    status: 409,
    message: '「{name}」是最后一位启用的管理员，不能取消其管理员角色或停用，以免无人能管理系统',
  },
  USER_MEMBERSHIP_GONE: { status: 409, message: '所选的组织或角色刚被删除，请刷新后重新选择' },
  // 409, not 403: the caller may use the screen; this one change would hand out rights they lack.
  USER_ROLES_BEYOND_CALLER: {
    status: 409,
    message: '所选角色含有您自己没有的权限（{permissions}），不能分配',
  },
  USER_BEYOND_CALLER: {
    status: 409,
    message: '该用户拥有您自己没有的权限（{permissions}），不能由您修改、重置密码、停用或解锁',
  },
  ROLE_GRANT_BEYOND_CALLER: {
    status: 409,
    message: '不能授予您自己没有的权限：{permissions}',
  },
  ROLE_REVOKE_BEYOND_CALLER: {
    status: 409,
    message: '不能取消您自己没有的权限：{permissions}',
  },
  DICT_ITEM_VALUE_TAKEN: { status: 409, message: '该字典类型下已存在值为「{value}」的字典项' },

  COMMISSION_SELLER_NOT_FOUND: { status: 404, message: '委托方不存在或您无权查看' },
  COMMISSION_OVERRIDE_NOT_FOUND: { status: 404, message: '该委托方没有单独设置佣金，已按平台默认收取' },

  BANNER_NOT_FOUND: { status: 404, message: '轮播图不存在或已被删除' },

  MENU_NOT_FOUND: { status: 404, message: '菜单或按钮不存在或已被删除' },
  MENU_CODE_TAKEN: { status: 409, message: '编码「{code}」已被「{name}」使用，请换一个编码' },
  MENU_CODE_SYSTEM: {
    status: 409,
    message: '「{name}」（{code}）是系统内置的菜单或权限，不能删除或修改编码（可修改名称、排序或隐藏）',
  },
  MENU_TYPE_FIXED: { status: 409, message: '「{name}」是{type}，类型不能修改；如需更改请删除后重新新增' },
  MENU_PARENT_NOT_FOUND: { status: 400, message: '上级菜单不存在或已被删除，请重新选择上级菜单' },
  MENU_PARENT_IS_BUTTON: {
    status: 400,
    message: '「{name}」是按钮，按钮下不能再添加菜单或按钮，请选择一个菜单作为上级',
  },
  MENU_PARENT_CYCLE: {
    status: 400,
    message: '不能把「{name}」移到它自己或它的下级菜单之下，请重新选择上级菜单',
  },
  MENU_ICON_UNKNOWN: { status: 400, message: '菜单图标「{icon}」不在菜单图标字典中，请从列表中选择' },
  MENU_HAS_CHILDREN: { status: 409, message: '「{name}」下还有 {count} 个子菜单或按钮，请先删除它们' },
  MENU_IN_USE: { status: 409, message: '「{name}」已分配给角色：{roles}，请先在角色管理中取消分配后再删除' },
  ROLE_NOT_FOUND: { status: 404, message: '角色不存在或已被删除' },
  ROLE_CODE_TAKEN: { status: 409, message: '角色编码「{code}」已存在，请换一个编码' },
  ROLE_BUILT_IN: { status: 409, message: '「{name}」是系统内置角色，不能删除或修改编码' },
  ROLE_IN_USE: {
    status: 409,
    message: '还有 {count} 个用户拥有角色「{name}」，请先在用户管理中取消分配后再删除',
  },
  ROLE_ADMIN_GRANTS_LOCKED: {
    status: 409,
    message: '「{name}」是系统管理员角色，不能取消已分配的菜单或按钮（共 {count} 项），以免无人能管理系统',
  },
  ROLE_GRANT_UNKNOWN_MENU: { status: 400, message: '菜单编号 {ids} 不存在或已被删除，请刷新后重新分配' },
} as const satisfies ErrorTable;

/** Every code, from the general table and the areas that keep their own. */
export const ERROR_CODES = {
  ...GENERAL_ERRORS,
  ...COMPANY_ERRORS,
  ...AUCTION_FORMAT_ERRORS,
  ...RIGHTS_ERRORS,
  ...REAUCTION_ERRORS,
  ...RUNNER_UP_ERRORS,
  ...STORAGE_ERRORS,
  ...TRADE_ERRORS,
  ...INTEGRATION_ERRORS,
};

/** A code in two tables would quietly take one message: this fails to compile instead. */
type Shared<A, B> = Extract<keyof A, keyof B>;
type Earlier = typeof GENERAL_ERRORS & typeof COMPANY_ERRORS & typeof AUCTION_FORMAT_ERRORS;
type UpToRunnerUp = Earlier & typeof RIGHTS_ERRORS & typeof REAUCTION_ERRORS & typeof RUNNER_UP_ERRORS;
type NoSharedCodes = [
  Shared<typeof GENERAL_ERRORS, typeof COMPANY_ERRORS>,
  Shared<typeof GENERAL_ERRORS, typeof AUCTION_FORMAT_ERRORS>,
  Shared<typeof COMPANY_ERRORS, typeof AUCTION_FORMAT_ERRORS>,
  Shared<typeof RIGHTS_ERRORS, Earlier>,
  Shared<typeof REAUCTION_ERRORS, Earlier & typeof RIGHTS_ERRORS>,
  Shared<typeof RUNNER_UP_ERRORS, Earlier & typeof RIGHTS_ERRORS & typeof REAUCTION_ERRORS>,
  Shared<typeof STORAGE_ERRORS, UpToRunnerUp>,
  Shared<typeof TRADE_ERRORS, UpToRunnerUp & typeof STORAGE_ERRORS>,
  Shared<typeof INTEGRATION_ERRORS, UpToRunnerUp & typeof STORAGE_ERRORS & typeof TRADE_ERRORS>,
];
export const CODES_ARE_UNIQUE: [NoSharedCodes[number]] extends [never] ? true : never = true;

export type ErrorCode = keyof typeof ERROR_CODES;
export type ErrorParams = Record<string, string | number>;

export function formatErrorMessage(code: ErrorCode, params: ErrorParams = {}): string {
  return ERROR_CODES[code].message.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const value = params[key];
    return value === undefined ? whole : String(value);
  });
}
