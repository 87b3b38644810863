import { describe, expect, it } from 'vitest';
import { formNameOf } from './server-field-paths';

describe('the server’s field names in the form', () => {
  it('finds money in yuan, companies with names, attachments and viewing periods', () => {
    expect(formNameOf('lots.0.startsAt')).toEqual(['lots', 0, 'startsAt']);
    expect(formNameOf('lots.2.depositFen')).toEqual(['lots', 2, 'depositYuan']);
    expect(formNameOf('lots.1.reservePriceFen')).toEqual(['lots', 1, 'reservePriceYuan']);
    expect(formNameOf('lots.0.specifiedOrgIds')).toEqual(['lots', 0, 'specifiedOrgs']);
    expect(formNameOf('lots.0.viewings.1.endsAt')).toEqual(['lots', 0, 'viewings', 1, 'period']);
    expect(formNameOf('attachmentFileIds')).toEqual(['attachments']);
    expect(formNameOf('title')).toEqual(['title']);
  });

  it('finds a priority holder’s proofs and company where the form keeps them', () => {
    expect(formNameOf('lots.0.priorityHolders.1.proofFileIds')).toEqual([
      'lots',
      0,
      'priorityHolders',
      1,
      'proofs',
    ]);
    expect(formNameOf('lots.0.priorityHolders.0.orgId')).toEqual(['lots', 0, 'priorityHolders', 0, 'orgs']);
    expect(formNameOf('lots.0.priorityHolders.0.phone')).toEqual(['lots', 0, 'priorityHolders', 0, 'phone']);
  });
});
