import type { DbOrTx } from '../../db/client';
import { createDictItemQueries, createDictTypeQueries } from './dict.queries';
import { createDictWrites } from './dict-writes';

export type { DictItemRecord, DictTypeRecord } from './dict.queries';
export { DictConflictError, DictReferenceError } from './dict-writes';

export function createDictRepository(db: DbOrTx) {
  return {
    ...createDictTypeQueries(db),
    ...createDictItemQueries(db),
    ...createDictWrites(db),
  };
}

export type DictRepository = ReturnType<typeof createDictRepository>;
