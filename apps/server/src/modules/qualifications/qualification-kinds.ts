import { DICT_CODES } from '@lyp/shared/dict/dict.schemas';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dictItems, dictTypes } from '../../db/schema';

/** Which kinds of qualification may be sent: the enabled options of the dictionary 竞买人资质. */
export function createQualificationKinds(db: Db) {
  return {
    async isOfferedType(typeCode: string): Promise<boolean> {
      const [row] = await db
        .select({ id: dictItems.id })
        .from(dictItems)
        .innerJoin(dictTypes, eq(dictTypes.id, dictItems.typeId))
        .where(
          and(
            eq(dictTypes.code, DICT_CODES.bidderQualification),
            eq(dictItems.value, typeCode),
            eq(dictItems.isEnabled, true),
          ),
        );
      return row !== undefined;
    },
  };
}
