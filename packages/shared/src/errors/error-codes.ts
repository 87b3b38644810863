/**
 * Every business error the API can answer with, its HTTP status and its Chinese message.
 * `{name}` in a message is filled from the error's parameters.
 */
export const ERROR_CODES = {
  VALIDATION_FAILED: { status: 400, message: '请求参数不正确' },
  BAD_REQUEST: { status: 400, message: '请求错误' },
  UNAUTHENTICATED: { status: 401, message: '登录已超时，请重新登录' },
  FORBIDDEN: { status: 403, message: '拒绝访问' },
  PERMISSION_DENIED: { status: 403, message: '没有「{permission}」权限，请联系管理员开通' },
  ROUTE_NOT_FOUND: { status: 404, message: '请求的接口不存在' },
  NOT_FOUND: { status: 404, message: '请求的资源不存在' },
  METHOD_NOT_ALLOWED: { status: 405, message: '请求方法不被允许' },
  PAYLOAD_TOO_LARGE: { status: 413, message: '请求内容过大' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: '不支持的请求格式，请使用 JSON' },
  RATE_LIMITED: { status: 429, message: '请求过于频繁，请 {seconds} 秒后再试' },
  INTERNAL_ERROR: { status: 500, message: '服务异常，请稍后重试' },
  SERVICE_UNAVAILABLE: { status: 503, message: '服务暂不可用，请稍后重试' },

  SMS_SEND_TOO_FREQUENT: { status: 429, message: '验证码发送过于频繁，请 {seconds} 秒后再试' },
  SMS_DAILY_LIMIT: {
    status: 429,
    message: '该手机号今日获取验证码已达 {limit} 次上限，请明天再试',
  },
  SMS_IP_LIMIT: { status: 429, message: '当前网络获取验证码过于频繁，请 {seconds} 秒后再试' },
  SMS_CODE_INVALID: { status: 400, message: '验证码错误，还可尝试 {remaining} 次' },
  SMS_CODE_EXPIRED: { status: 400, message: '验证码已失效，请重新获取' },
  SMS_CODE_LOCKED: { status: 400, message: '验证码错误次数过多，已失效，请重新获取' },
  SMS_SEND_FAILED: { status: 503, message: '短信发送失败，请稍后重试' },

  PHONE_ALREADY_REGISTERED: { status: 409, message: '该手机号已注册，请直接登录或找回密码' },
  PHONE_UNCHANGED: { status: 400, message: '新手机号与当前手机号相同' },
  USERNAME_TAKEN: { status: 409, message: '用户名「{username}」已被使用，请换一个' },
  PASSWORD_INCORRECT: { status: 400, message: '当前密码不正确' },
  MENU_NOT_GRANTED: { status: 404, message: '菜单不存在或您无权访问' },

  PROFILE_OTHER_USER: { status: 403, message: '只能查看本人的账号信息' },
  ORG_NOT_MEMBER: { status: 403, message: '您不属于该组织，无法切换到该组织' },

  DICT_TYPE_NOT_FOUND: { status: 404, message: '字典类型不存在或已被删除' },
  DICT_TYPE_CODE_TAKEN: { status: 409, message: '字典编码「{code}」已存在，请换一个编码' },
  DICT_TYPE_HAS_ITEMS: { status: 409, message: '该字典类型下还有 {count} 个字典项，请先删除字典项' },
  DICT_TYPE_SYSTEM: { status: 409, message: '「{name}」是系统内置字典，不能删除或修改编码' },
  DICT_ITEM_NOT_FOUND: { status: 404, message: '字典项不存在或已被删除' },
  DICT_ITEM_SYSTEM: {
    status: 409,
    message: '「{name}」是系统内置字典，其字典项不能删除或修改值（可修改标签或停用）',
  },
  DICT_ITEM_VALUE_TAKEN: { status: 409, message: '该字典类型下已存在值为「{value}」的字典项' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;
export type ErrorParams = Record<string, string | number>;

export function formatErrorMessage(code: ErrorCode, params: ErrorParams = {}): string {
  return ERROR_CODES[code].message.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const value = params[key];
    return value === undefined ? whole : String(value);
  });
}
