import { z } from 'zod';
import { okEnvelope } from '../api/envelope';
import { idSchema, requiredText } from '../common/fields';
import { timestampSchema } from '../common/time';
import { viewingEndsAfterStart, viewingFields } from './lot-input.schemas';

export const lotViewingSchema = z.object({
  id: z.number().int(),
  lotId: z.number().int(),
  startsAt: timestampSchema,
  endsAt: timestampSchema,
  address: z.string(),
  contactPerson: z.string(),
  contactPhone: z.string(),
  remark: z.string().nullable(),
});
export type LotViewing = z.infer<typeof lotViewingSchema>;
export const specifiedBidderSchema = z.object({
  userId: z.number().int(),
  phone: z.string(),
  name: z.string(),
});
export type SpecifiedBidder = z.infer<typeof specifiedBidderSchema>;
/** A certified company on a lot's 定向 list: any of its accounts may bid. */
export const specifiedOrgSchema = z.object({
  orgId: z.number().int(),
  name: z.string(),
  companyCode: z.string().nullable(),
});
export type SpecifiedOrg = z.infer<typeof specifiedOrgSchema>;

/** Certified companies a seller may put on a 定向 list, found by name or credit code. */
export const specifiedOrgSearchBodySchema = z.object({
  keyword: requiredText('企业名称或统一社会信用代码', 50),
});
export type SpecifiedOrgSearchBody = z.infer<typeof specifiedOrgSearchBodySchema>;
export const specifiedOrgSearchResponseSchema = okEnvelope(z.array(specifiedOrgSchema));

export const lotViewingAddBodySchema = z
  .object({ lotId: idSchema('标的编号'), ...viewingFields })
  .refine(...viewingEndsAfterStart);
export type LotViewingAddBody = z.infer<typeof lotViewingAddBodySchema>;
export const lotViewingEditBodySchema = z
  .object({ id: idSchema('看货信息编号'), ...viewingFields })
  .refine(...viewingEndsAfterStart);
export type LotViewingEditBody = z.infer<typeof lotViewingEditBodySchema>;
export const lotIdBodySchema = z.object({ lotId: idSchema('标的编号') });

export const lotViewingResponseSchema = okEnvelope(lotViewingSchema);
export const lotViewingListResponseSchema = okEnvelope(z.array(lotViewingSchema));

/** 定向竞价: the phones of the users allowed to bid (they must be registered). */
export const specifiedBiddersSaveBodySchema = z.object({
  lotId: idSchema('标的编号'),
  phones: z
    .array(z.string().regex(/^1[3-9]\d{9}$/, { error: '定向竞买人的手机号格式不正确' }), {
      error: '请提供定向竞买人的手机号列表',
    })
    .max(200, { error: '定向竞买人最多 200 个' }),
});
export type SpecifiedBiddersSaveBody = z.infer<typeof specifiedBiddersSaveBodySchema>;
export const specifiedBiddersResponseSchema = okEnvelope(z.array(specifiedBidderSchema));
