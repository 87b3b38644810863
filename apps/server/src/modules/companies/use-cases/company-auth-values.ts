import { companyAuthSubmitSchema, type CompanyAuthDraft } from '@lyp/shared/company/company.schemas';
import { z } from 'zod';
import type { Principal } from '../../../lib/principal';
import type { CompanyCertRecord, CompanyCertValues } from '../companies.repository';
import { regionAddress } from '../company-region';
import type { CompaniesServiceDeps } from './company-auth-deps';

export const LICENCE = 'company_licence';

/** The fields an applicant fills in, in the order a form shows them. */
const DETAIL_KEYS = [
  'companyName',
  'companyCode',
  'legalPerson',
  'licenceFileId',
  'contactPerson',
  'contactPhone',
  'contactTel',
  'contactMail',
  'regionCode',
  'detailAddr',
  'bankName',
  'bankNumber',
  'interbankAccount',
] as const satisfies ReadonlyArray<keyof CompanyAuthDraft>;

/** A field the schemas could not judge (a region code that names no district), in their shape. */
function fieldError(field: string, message: string): z.ZodError {
  return new z.ZodError([{ code: 'custom', path: [field], message, input: undefined }]);
}

/**
 * The values to store: each given field (valid by the request's schema), the region's names
 * for its code, and, when submitting, every field of the whole application checked again.
 */
export function valuesToStore(
  body: CompanyAuthDraft,
  existing: CompanyCertRecord | undefined,
  submit: boolean,
): CompanyCertValues {
  const given: CompanyCertValues = {};
  for (const key of DETAIL_KEYS) {
    const value = body[key];
    if (value !== undefined) given[key] = value;
  }
  if (given.regionCode !== undefined && given.regionCode !== null) {
    const address = regionAddress(given.regionCode);
    if (!address) throw fieldError('regionCode', '所在地区不存在，请重新选择省、市、区县');
    given.companyAddr = address;
  }
  if (submit) {
    const merged: Record<string, unknown> = {};
    for (const key of DETAIL_KEYS) {
      const value = given[key] ?? existing?.[key];
      if (value !== null && value !== undefined) merged[key] = value;
    }
    const checked = companyAuthSubmitSchema.safeParse(merged);
    if (!checked.success) throw checked.error;
  }
  return given;
}

/** A licence file must be the caller's own upload of an allowed kind, free or already this application's. */
export async function checkLicence(
  files: CompaniesServiceDeps['files'],
  principal: Principal,
  values: CompanyCertValues,
  existing: CompanyCertRecord | undefined,
): Promise<string | undefined> {
  const fileId = values.licenceFileId;
  if (!fileId || fileId === existing?.licenceFileId) return undefined;
  await files.checkUsable(principal, {
    businessType: LICENCE,
    ...(existing ? { businessId: existing.id } : {}),
    fileIds: [fileId],
  });
  return fileId;
}
