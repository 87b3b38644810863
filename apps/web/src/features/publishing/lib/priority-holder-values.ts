import type { SpecifiedOrg } from '@lyp/shared/auction/bulletin.schemas';
import type { PriorityHolder, PriorityHolderInput } from '@lyp/shared/auction/priority-rights.schemas';

/** A 优先购买权人 as the form holds it: a person by phone or one company, and the proofs uploaded. */
export interface PriorityHolderFormValues {
  kind?: 'person' | 'company';
  phone?: string;
  /** The chosen company, as the company picker holds it (one at most). */
  orgs?: SpecifiedOrg[];
  /** The uploaded proofs: the id goes to the server, the name is for the seller. */
  proofs?: Array<{ id: string; name: string }>;
}

/** A holder as the form holds it, in the API's shape. */
export function holderInput(holder: PriorityHolderFormValues): PriorityHolderInput {
  const proofFileIds = (holder.proofs ?? []).map((file) => file.id);
  const orgId = holder.orgs?.[0]?.orgId;
  return holder.kind === 'company' && orgId !== undefined
    ? { orgId, proofFileIds }
    : { phone: (holder.phone ?? '').trim(), proofFileIds };
}

/** A saved holder back in the form. */
export function holderValues(holder: PriorityHolder): PriorityHolderFormValues {
  const proofs = holder.proofFileIds.map((id, index) => ({ id, name: `权利证明 ${index + 1}` }));
  return holder.orgId === null
    ? { kind: 'person', phone: holder.contact ?? '', proofs }
    : {
        kind: 'company',
        orgs: [{ orgId: holder.orgId, name: holder.name, companyCode: holder.contact }],
        proofs,
      };
}
