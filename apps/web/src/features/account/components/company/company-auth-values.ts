import {
  companyAuthSubmitSchema,
  type CompanyAuth,
  type CompanyAuthDraft,
  type CompanyAuthValues,
} from '@lyp/shared/company/company.schemas';
import type { CompanyInfo } from '@lyp/shared/permission/permission.schemas';

/** The form's fields, in the order it shows them. */
export const COMPANY_AUTH_FIELDS = Object.keys(companyAuthSubmitSchema.shape) as (keyof CompanyAuthValues)[];

/** What the form holds: every field optional until sent for review. */
export type CompanyAuthFormValues = Partial<Record<keyof CompanyAuthValues, string>>;

const isFilled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** The names of the fields the user filled in: a draft checks and sends only these. */
export function filledFields(values: CompanyAuthFormValues): (keyof CompanyAuthValues)[] {
  return COMPANY_AUTH_FIELDS.filter((field) => isFilled(values[field]));
}

/**
 * The body for review: every field, as the schema writes it (trimmed, the credit code in
 * capitals, account numbers without spaces). The form's rules have passed, so this parses.
 */
export function submitBody(values: CompanyAuthFormValues): CompanyAuthValues {
  return companyAuthSubmitSchema.parse(values);
}

/** A draft's body: only the filled fields, each normalised like a submission's. */
export function draftBody(values: CompanyAuthFormValues): CompanyAuthDraft {
  const filled = Object.fromEntries(filledFields(values).map((field) => [field, values[field]]));
  return companyAuthSubmitSchema.partial().parse(filled);
}

const present = (entries: [string, string | null | undefined][]): CompanyAuthFormValues =>
  Object.fromEntries(entries.filter(([, value]) => value !== null && value !== undefined && value !== ''));

/** A saved application (draft or rejected) back into the form. */
export function formValuesOf(auth: CompanyAuth): CompanyAuthFormValues {
  return present(COMPANY_AUTH_FIELDS.map((field) => [field, auth[field]]));
}

/**
 * An existing company organisation applying for itself: what the platform already knows of it.
 * The region is not among it (the profile has its names, not its code), so it is chosen again.
 */
export function formValuesOfCompany(info: CompanyInfo): CompanyAuthFormValues {
  return present([
    ['companyName', info.companyName],
    ['companyCode', info.companyCode],
    ['legalPerson', info.legalPerson],
    ['contactPerson', info.contactPerson],
    ['contactPhone', info.contactPhone],
    ['contactTel', info.contactTel],
    ['contactMail', info.contactMail],
    ['detailAddr', info.detailAddr],
    ['bankName', info.bankName],
    ['bankNumber', info.bankNumber],
    ['interbankAccount', info.interbankAccount],
  ]);
}
