import { formatTimestamp } from '../format/timestamp';

/** A lot's anti-sniping settings, as the seller set them. */
export interface ExtensionSettings {
  extensionMinutes: number;
  maxExtensions: number | null;
  /** ISO 8601; the end never moves past it. */
  hardEndAt: string | null;
}

/** 延时规则 in the words bidders read: 结束前 5 分钟内有出价，结束时间顺延 5 分钟. */
export function extensionRuleText(settings: ExtensionSettings): string {
  const minutes = settings.extensionMinutes;
  return `结束前 ${minutes} 分钟内有出价，结束时间顺延 ${minutes} 分钟`;
}

/** 延时上限: how far extensions may go (最多延时 3 次；最晚 2026-12-01 18:00 结束), or 不限. */
export function extensionLimitText(settings: ExtensionSettings): string {
  const limits = [
    settings.maxExtensions === null ? '' : `最多延时 ${settings.maxExtensions} 次`,
    settings.hardEndAt ? `最晚 ${formatTimestamp(new Date(settings.hardEndAt)).slice(0, 16)} 结束` : '',
  ].filter(Boolean);
  return limits.join('；') || '不限';
}
