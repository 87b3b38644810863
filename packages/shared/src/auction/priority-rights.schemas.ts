import { z } from 'zod';
import { idSchema } from '../common/fields';
import { fileIdsSchema } from './fields';
import { PRIORITY_LIMITS } from './priority-rights';

/** One holder as the seller enters it: a registered user by phone, or a certified company. */
export const priorityHolderInputSchema = z
  .object({
    phone: z
      .string()
      .regex(/^1[3-9]\d{9}$/, { error: '优先购买权人的手机号格式不正确' })
      .optional(),
    orgId: idSchema('优先购买权企业编号').optional(),
    proofFileIds: fileIdsSchema('权利证明文件', PRIORITY_LIMITS.proofFiles).min(1, {
      error: '请上传优先购买权的证明文件',
    }),
  })
  .refine((holder) => (holder.phone === undefined) !== (holder.orgId === undefined), {
    path: ['phone'],
    error: '优先购买权人须填写手机号或选择企业（二选一）',
  });
export type PriorityHolderInput = z.infer<typeof priorityHolderInputSchema>;

/** In order: the first holder is 第 1 顺位. */
export const priorityHoldersInputSchema = z
  .array(priorityHolderInputSchema, { error: '优先购买权人须为列表' })
  .max(PRIORITY_LIMITS.holders, { error: `优先购买权人最多 ${PRIORITY_LIMITS.holders} 个` });

/** A holder as the seller and the auditor see it (the public sees only the marks on bids). */
export const priorityHolderSchema = z.object({
  rank: z.number().int(),
  userId: z.number().int().nullable(),
  orgId: z.number().int().nullable(),
  /** The user's name and phone, or the company's name and credit code. */
  name: z.string(),
  contact: z.string().nullable(),
  proofFileIds: z.array(z.string()),
});
export type PriorityHolder = z.infer<typeof priorityHolderSchema>;
