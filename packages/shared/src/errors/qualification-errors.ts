import type { ErrorTable } from './error-table';

/** 竞买人资质: what a lot requires of its bidders, and the licences they send. Part of ERROR_CODES. */
export const QUALIFICATION_ERRORS = {
  QUALIFICATION_REQUIRED: {
    status: 409,
    message:
      '该标的要求竞买人具备以下资质：{names}。请在“立即认证 › 竞买人资质”中上传并通过审核（须在有效期内）后再参与',
  },
  QUALIFICATION_NOT_FOUND: { status: 404, message: '资质不存在或您无权查看' },
  QUALIFICATION_TYPE_UNKNOWN: {
    status: 400,
    message: '资质类型「{typeCode}」不存在或已停用，请从列表中选择',
  },
  QUALIFICATION_ALREADY_EXPIRED: {
    status: 400,
    message: '有效期至 {validUntil} 已过，请上传在有效期内的资质',
  },
  QUALIFICATION_NOT_MANAGER: { status: 403, message: '子账号不能上传或修改组织的资质，请使用主账号操作' },
  QUALIFICATION_WRONG_STATE: { status: 409, message: '该资质当前为「{status}」，不能审核' },
} as const satisfies ErrorTable;
