import { z } from 'zod';
import { okEnvelope, pageOf, pageQuerySchema } from '../api/envelope';
import { idSchema, optionalText, requiredText, sortSchema } from '../common/fields';
import { timestampSchema } from '../common/time';

/**
 * Where a banner may lead: a path inside the site (`/morebid?status=bidding`) or an https
 * address. Anything else (javascript:, data:, http:, `//other.host`, which a browser reads
 * as another site) is refused, since the home page turns the value into a link.
 */
export function isSafeBannerLink(link: string): boolean {
  // No spaces, control characters or backslashes: browsers rewrite `/\host` into `//host`.
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\s\\\u0000-\u001f\u007f]/.test(link)) return false;
  if (link.startsWith('/')) return !link.startsWith('//');
  if (!/^https:\/\//i.test(link)) return false;
  try {
    const url = new URL(link);
    return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

export const BANNER_LINK_RULE = '链接地址须为以 / 开头的站内路径或以 https:// 开头的网址';

/** What a banner is doing now, decided by the server's clock. */
export const BANNER_STATES = ['showing', 'scheduled', 'expired', 'disabled'] as const;
export type BannerState = (typeof BANNER_STATES)[number];
export const BANNER_STATE_LABELS: Record<BannerState, string> = {
  showing: '展示中',
  scheduled: '未开始',
  expired: '已结束',
  disabled: '已停用',
};

/** An optional moment of the active period; empty means open-ended on that side. */
function periodBound(label: string) {
  return z.preprocess(
    (value) => (value === '' ? null : value),
    z.iso
      .datetime({
        offset: true,
        error: `${label}格式不正确，应为 ISO 8601 时间（如 2026-12-01T09:00:00+08:00）`,
      })
      // PostgreSQL keeps years 1–294276; a banner's period is within this century anyway.
      .refine((text) => {
        const year = new Date(text).getUTCFullYear();
        // A malformed text has its own message already.
        return Number.isNaN(year) || (year >= 2000 && year <= 2999);
      }, `${label}须在 2000 年至 2999 年之间`)
      .nullable()
      .optional(),
  );
}

const bannerFields = {
  title: requiredText('标题', 50),
  imageFileId: z.uuid({
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? '请上传轮播图片'
        : '轮播图片的文件编号格式不正确',
  }),
  linkUrl: z.preprocess(
    (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
    z
      .string({ error: '链接地址须为文本' })
      .trim()
      .max(300, { error: '链接地址不能超过 300 个字符' })
      .refine(isSafeBannerLink, { error: BANNER_LINK_RULE })
      .optional(),
  ),
  sort: sortSchema().default(0),
  startsAt: periodBound('开始时间'),
  endsAt: periodBound('结束时间'),
  isEnabled: z.boolean({ error: '是否启用必须是布尔值' }).default(true),
};

const endsAfterStart = (banner: { startsAt?: string | null; endsAt?: string | null }) =>
  !banner.startsAt || !banner.endsAt || Date.parse(banner.endsAt) > Date.parse(banner.startsAt);
const endsAfterStartIssue = { path: ['endsAt'], error: '结束时间须晚于开始时间' };

export const bannerAddBodySchema = z.object(bannerFields).refine(endsAfterStart, endsAfterStartIssue);
export type BannerAddBody = z.infer<typeof bannerAddBodySchema>;

export const bannerEditBodySchema = z
  .object({ id: idSchema('轮播图编号'), ...bannerFields })
  .refine(endsAfterStart, endsAfterStartIssue);
export type BannerEditBody = z.infer<typeof bannerEditBodySchema>;

export const bannerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  imageFileId: z.string(),
  linkUrl: z.string().nullable(),
  sort: z.number().int(),
  startsAt: timestampSchema.nullable(),
  endsAt: timestampSchema.nullable(),
  isEnabled: z.boolean(),
  state: z.enum(BANNER_STATES),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Banner = z.infer<typeof bannerSchema>;
export const bannerResponseSchema = okEnvelope(bannerSchema);

export const bannerPageBodySchema = pageQuerySchema.extend({
  title: optionalText('标题', 50),
  status: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.enum(BANNER_STATES, { error: '状态只能是展示中、未开始、已结束或已停用' }).optional(),
  ),
});
export type BannerPageBody = z.infer<typeof bannerPageBodySchema>;
export const bannerPageResponseSchema = okEnvelope(pageOf(bannerSchema));

export const bannerIdParamsSchema = z.object({ id: idSchema('轮播图编号') });
export const bannerRemoveResponseSchema = okEnvelope(z.null());

/** What the home page needs of a banner, and nothing of how it is scheduled. */
export const homeBannerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  imageFileId: z.string(),
  linkUrl: z.string().nullable(),
});
export type HomeBanner = z.infer<typeof homeBannerSchema>;
export const homeBannersResponseSchema = okEnvelope(z.array(homeBannerSchema));

/** The home page shows at most this many, however many are active. */
export const HOME_BANNER_LIMIT = 10;
