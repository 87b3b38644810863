import type { Db } from '../../db/client';
import { createQualificationKinds } from './qualification-kinds';
import { createQualificationQueries } from './qualification.queries';
import { createQualificationWrites } from './qualification-writes';

export type { NamedQualification } from './qualification.queries';

/** 竞买人资质 in the database: reads with names, the kinds offered, and the writes. */
export function createQualificationsRepository(db: Db) {
  return {
    ...createQualificationQueries(db),
    ...createQualificationKinds(db),
    ...createQualificationWrites(db),
  };
}

export type QualificationsRepository = ReturnType<typeof createQualificationsRepository>;
