import { z } from 'zod';
import { okEnvelope } from '../api/envelope';
import { idSchema } from '../common/fields';
import { reviewReasonText } from '../common/review-reason';
import { bankFields } from './company.schemas';
import { subAccountAddBodySchema, subAccountListSchema } from './sub-account.schemas';

/** 注册审核: what the platform's registration reviewers send beyond approve and reject. */

/** 修改开户信息 by a reviewer: an approved company's account in force, corrected, with why. */
export const registerReviewBankEditBodySchema = z.object({
  id: idSchema('认证申请编号'),
  ...bankFields,
  reason: reviewReasonText('修改原因'),
});
export type RegisterReviewBankEditBody = z.infer<typeof registerReviewBankEditBodySchema>;

export const registerReviewOrgBodySchema = z.object({ orgId: idSchema('企业编号') });
export type RegisterReviewOrgBody = z.infer<typeof registerReviewOrgBodySchema>;

/** The company's sub-accounts, and what its main account may grant them. */
export const registerReviewSubAccountsResponseSchema = okEnvelope(subAccountListSchema);

/** 新增子账号 for a company, by a reviewer: the same fields as the company's own form. */
export const registerReviewSubAccountAddBodySchema = subAccountAddBodySchema.extend({
  orgId: idSchema('企业编号'),
});
export type RegisterReviewSubAccountAddBody = z.infer<typeof registerReviewSubAccountAddBodySchema>;

/** The reject dialog's one field: what the applicant will read. */
export const rejectFormSchema = z.object({ reason: reviewReasonText('驳回原因') });
export type RejectFormValues = z.infer<typeof rejectFormSchema>;
