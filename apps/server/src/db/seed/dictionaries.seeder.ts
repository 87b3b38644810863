import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { dictItems, dictTypes } from '../schema';
import { DICTIONARIES } from './dictionaries.seed';

/** The dictionaries the application reads, with their options; system dictionaries stay complete. */
export async function ensureDictionaries(tx: DbOrTx, now: Date): Promise<void> {
  for (const [index, dictionary] of DICTIONARIES.entries()) {
    const [inserted] = await tx
      .insert(dictTypes)
      .values({
        code: dictionary.code,
        name: dictionary.name,
        description: dictionary.description,
        isSystem: dictionary.isSystem,
        sort: (index + 1) * 10,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: dictTypes.code })
      .returning({ id: dictTypes.id });
    // Items of an administrator's own dictionary are theirs; system dictionaries stay complete.
    if (!inserted && !dictionary.isSystem) continue;
    // A dictionary the application came to depend on after it was first seeded becomes one now.
    if (!inserted)
      await tx.update(dictTypes).set({ isSystem: true }).where(eq(dictTypes.code, dictionary.code));
    const typeId =
      inserted?.id ??
      (await tx
        .select({ id: dictTypes.id })
        .from(dictTypes)
        .where(eq(dictTypes.code, dictionary.code))
        .then((rows) => rows[0]?.id));
    if (typeId === undefined) throw new Error(`seed: dictionary ${dictionary.code} missing`);
    await tx
      .insert(dictItems)
      .values(
        dictionary.items.map((item, itemIndex) => ({
          typeId,
          label: item.label,
          value: item.value,
          sort: (itemIndex + 1) * 10,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .onConflictDoNothing({ target: [dictItems.typeId, dictItems.value] });
  }
}
