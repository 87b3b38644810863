import type { Db } from '../../db/client';
import { createCertificationListQueries } from './certification-list.queries';
import { createCertificationQueries } from './certification.queries';
import { createCertificationWrites } from './certification-writes';

export type { CertificationRow } from './certification.queries';
export { IdNumberTakenError } from './certification-writes';

/** Applications and reviews are conditional writes on the status, so two of them cannot both win. */
export function createCertificationsRepository(db: Db) {
  return {
    ...createCertificationQueries(db),
    ...createCertificationWrites(db),
    ...createCertificationListQueries(db),
  };
}

export type CertificationsRepository = ReturnType<typeof createCertificationsRepository>;
