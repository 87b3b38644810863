import { z } from 'zod';
import { AUCTION_RULES } from './auction-rules';

/** Money in integer fen, between the platform's bounds. */
export function fenSchema(label: string) {
  return z
    .number({
      error: (issue) => (issue.input === undefined ? `请输入${label}` : `${label}必须是数字（单位：分）`),
    })
    .int({ error: `${label}必须是整数（单位：分）` })
    .min(AUCTION_RULES.minPriceFen, { error: `${label}不能低于 1 元` })
    .max(AUCTION_RULES.maxPriceFen, { error: `${label}超出允许范围` });
}

/** A moment, as ISO 8601 with its offset. */
export function datetimeSchema(label: string) {
  return z.iso.datetime({
    offset: true,
    error: (issue) =>
      issue.input === undefined
        ? `请选择${label}`
        : `${label}格式不正确，应为 ISO 8601 时间（如 2026-12-01T09:00:00+08:00）`,
  });
}

/** A whole number within bounds, for counts and hours. */
export function boundedInt(label: string, min: number, max: number) {
  return z
    .number({ error: `${label}必须是数字` })
    .int({ error: `${label}必须是整数` })
    .min(min, { error: `${label}不能小于 ${min}` })
    .max(max, { error: `${label}不能大于 ${max}` });
}

export const fileIdSchema = z.uuid({ error: '文件编号格式不正确' });

export function fileIdsSchema(label: string, max: number) {
  return z
    .array(fileIdSchema, { error: `${label}必须是文件编号列表` })
    .max(max, { error: `${label}最多 ${max} 个` });
}

/** A quantity of goods: positive, at most 3 decimals (kilograms of a ton), as the lot states it. */
export function quantitySchema(label: string) {
  return z.coerce
    .number({ error: `${label}必须是数字` })
    .positive({ error: `${label}必须大于 0` })
    .max(1e12, { error: `${label}超出允许范围` })
    .refine((value) => Math.round(value * 1000) === value * 1000, { error: `${label}最多保留 3 位小数` });
}
