import type { Db } from '../../db/client';
import { createQualificationQueries } from './qualification.queries';
import { createQualificationWrites } from './qualification-writes';

export type { NamedQualification } from './qualification.queries';

/** 竞买人资质 in the database: reads with names, and the writes. */
export function createQualificationsRepository(db: Db) {
  return {
    ...createQualificationQueries(db),
    ...createQualificationWrites(db),
  };
}

export type QualificationsRepository = ReturnType<typeof createQualificationsRepository>;
