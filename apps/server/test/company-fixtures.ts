import { randomInt } from 'node:crypto';
import type { CompanyAuth } from '@lyp/shared/company/company.schemas';
import { creditCodeCheckCharacter } from '@lyp/shared/company/credit-code';
import type { Profile } from '@lyp/shared/permission/permission.schemas';
import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { oauthTokens, organisations, userOrganisations } from '../src/db/schema';
import { sha256Hex } from '../src/lib/secrets';
import { dataOf } from './auction-fixtures';
import { addMember, type Member } from './bidder-fixtures';
import type { TestApp } from './test-app';
import { uploadSample } from './upload-fixtures';

/** Company certifications and sub-accounts, through the real applicant and reviewer calls. */

const CODE_CHARACTERS = '0123456789ABCDEFGHJKLMNPQRTUWXY';

/** A valid 统一社会信用代码 nobody has used yet (a company in 无锡, by its first eight). */
export function freshCreditCode(): string {
  let body = '91320200';
  while (body.length < 17) body += CODE_CHARACTERS[randomInt(CODE_CHARACTERS.length)];
  return `${body}${creditCodeCheckCharacter(body)}`;
}

/** Every field of an application, valid, but the licence (an upload of the applicant's). */
export function companyDetails(overrides: Record<string, unknown> = {}) {
  return {
    companyName: '无锡惠达再生金属有限公司',
    companyCode: freshCreditCode(),
    legalPerson: '周建华',
    contactPerson: '钱晓燕',
    contactPhone: '13912345678',
    contactTel: '0510-83591234',
    contactMail: 'qianxy@huida-metal.example',
    regionCode: '320206',
    detailAddr: '洛社镇工业园 18 号',
    bankName: '中国农业银行无锡惠山支行',
    bankNumber: '6228 4801 2345 6789 012',
    interbankAccount: '103302012345',
    ...overrides,
  };
}

/** Uploads a licence as the caller and answers the whole application's fields with it. */
export async function completeApplication(
  t: TestApp,
  token: string,
  overrides: Record<string, unknown> = {},
) {
  const licence = await uploadSample(t, token, 'pdf', '营业执照.pdf');
  return { ...companyDetails(), licenceFileId: licence.id, ...overrides };
}

export const applyForCompany = (t: TestApp, token: string, body: Record<string, unknown>) =>
  t.call('POST', 'companyAuthAdd', { token, body });

export const reviewCompany = (
  t: TestApp,
  reviewerToken: string,
  id: number,
  decision: { approved: boolean; reason?: string },
): Promise<LightMyRequestResponse> =>
  t.call('POST', 'companyAuthReview', { token: reviewerToken, body: { id, ...decision } });

/** The caller's profile, acting for `orgId` if given (which switches the token to it). */
export async function profileOf(t: TestApp, token: string, orgId?: number): Promise<Profile> {
  return dataOf<Profile>(
    await t.call('POST', 'permissionList', { token, body: orgId === undefined ? {} : { orgId } }),
  );
}

export interface CertifiedCompany {
  /** The applicant, now the company's main account, their token acting for the company. */
  owner: Member;
  orgId: number;
  application: CompanyAuth;
}

/** A new person applies for a new company, a reviewer approves it, and the owner switches to it. */
export async function certifiedCompany(
  t: TestApp,
  reviewerToken: string,
  overrides: Record<string, unknown> = {},
): Promise<CertifiedCompany> {
  const person = await addMember(t, { role: 'buyer' });
  const submitted = dataOf<CompanyAuth>(
    await applyForCompany(t, person.token, {
      ...(await completeApplication(t, person.token, overrides)),
      submit: true,
    }),
  );
  const application = dataOf<CompanyAuth>(
    await reviewCompany(t, reviewerToken, submitted.id, { approved: true }),
  );
  const orgId = application.orgId!;
  await profileOf(t, person.token, orgId);
  return { owner: { ...person, orgId }, orgId, application };
}

/**
 * The demo seller in a company of their own that has no certification yet, their token acting
 * for it (both demo companies are certified by the seed).
 */
export async function sellerInUncertifiedCompany(t: TestApp): Promise<{ token: string; orgId: number }> {
  const token = await t.signIn('seller');
  const { db } = t.database;
  const now = t.clock.now();
  const [current] = await db
    .select({ userId: oauthTokens.userId, tenantId: oauthTokens.tenantId })
    .from(oauthTokens)
    .where(eq(oauthTokens.accessTokenHash, sha256Hex(token)));
  const [org] = await db
    .insert(organisations)
    .values({
      tenantId: current!.tenantId,
      name: `无锡新区物资有限公司${randomInt(1_000_000)}`,
      type: 'company',
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: organisations.id });
  await db.insert(userOrganisations).values({ userId: current!.userId, orgId: org!.id, createdAt: now });
  await profileOf(t, token, org!.id);
  return { token, orgId: org!.id };
}

/** 开户信息变更 to `account`, with a freshly uploaded 开户许可证 as its proof: the raw response. */
export async function requestBankChange(
  t: TestApp,
  token: string,
  account: { bankName: string; bankNumber: string; interbankAccount: string },
) {
  const proof = await uploadSample(t, token, 'pdf', '开户许可证.pdf');
  return t.call('POST', 'companyBankEdit', { token, body: { ...account, proofFileId: proof.id } });
}
