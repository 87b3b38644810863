import type { ErrorTable } from './error-table';

/**
 * Stored bytes that cannot be served as recorded: gone from the storage, or no longer hashing
 * to the SHA-256 recorded when they were stored; or bytes that cannot be stored at all, the
 * disk being full. Part of ERROR_CODES.
 */
export const STORAGE_ERRORS = {
  STORED_FILE_MISSING: {
    status: 500,
    message: '「{name}」的文件内容在存储中找不到，请联系平台管理员处理',
  },
  STORED_FILE_CORRUPT: {
    status: 500,
    message:
      '「{name}」的文件内容与保存时记录的 SHA-256 校验值不一致，可能已损坏，为避免提供错误的文件已停止发送，请联系平台管理员处理',
  },
  /** The disk (or quota) holding files is full: 507 Insufficient Storage. */
  STORAGE_FULL: {
    status: 507,
    message: '服务器存储空间不足，文件未能保存，请稍后重试或联系平台管理员',
  },
} as const satisfies ErrorTable;
