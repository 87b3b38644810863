import { and, eq } from 'drizzle-orm';
import { Readable } from 'node:stream';
import type { FileBusinessType } from '@lyp/shared/files/file.schemas';
import type { Db } from '../../db/client';
import { files } from '../../db/schema';
import type { FileStorage } from '../../lib/file-storage';
import {
  drawGoodsIllustration,
  renderPriorityProofPdf,
  renderTermsPdf,
  type PriorityProofInput,
  type TermsPdfInput,
} from './media';

/** Bytes the demo made itself, stored and bound to their record as an upload would be. */
interface DemoFile {
  bytes: Buffer;
  name: string;
  mime: 'image/png' | 'application/pdf';
  ext: 'png' | 'pdf';
}

export interface DemoFileOwner {
  userId: number;
  orgId: number;
}

type DemoFilesDeps = { db: Db; storage: FileStorage; now: Date };

/** Stores the bytes and binds them to their record, as an upload and its binding would. */
async function store(
  deps: DemoFilesDeps,
  owner: DemoFileOwner,
  file: DemoFile,
  record: { businessType: FileBusinessType; businessId: number; businessSort: number },
): Promise<void> {
  const stored = await deps.storage.save(Readable.from([file.bytes]), file.bytes.length);
  await deps.db.insert(files).values({
    storageKey: stored.key,
    originalName: file.name,
    mime: file.mime,
    ext: file.ext,
    sizeBytes: stored.sizeBytes,
    sha256: stored.sha256,
    ownerUserId: owner.userId,
    ownerOrgId: owner.orgId,
    ...record,
    createdAt: deps.now,
  });
}

export function createDemoFiles(deps: DemoFilesDeps) {
  // A picture drawn once per seeding serves every lot that shows it (each gets its own copy).
  const drawn = new Map<string, Buffer>();
  const picture = (category: string, view: number) => {
    const key = `${category}:${view}`;
    let bytes = drawn.get(key);
    if (!bytes) {
      bytes = drawGoodsIllustration(category, view);
      drawn.set(key, bytes);
    }
    return bytes;
  };

  return {
    /** A lot's pictures, in order: the first is its cover. */
    async attachLotImages(
      owner: DemoFileOwner,
      lot: { id: number; title: string; images: ReadonlyArray<{ category: string; view: number }> },
    ): Promise<void> {
      for (const [index, image] of lot.images.entries()) {
        await store(
          deps,
          owner,
          {
            bytes: picture(image.category, image.view),
            name: `${lot.title}-${index + 1}.png`,
            mime: 'image/png',
            ext: 'png',
          },
          { businessType: 'lot_image', businessId: lot.id, businessSort: index },
        );
      }
    },

    /** The proof of a lot's 优先购买权 (a letter from the seller): answers its file id. */
    async attachPriorityProof(
      owner: DemoFileOwner,
      lotId: number,
      proof: PriorityProofInput,
    ): Promise<string> {
      await store(
        deps,
        owner,
        {
          bytes: await renderPriorityProofPdf(proof),
          name: '优先购买权确认函.pdf',
          mime: 'application/pdf',
          ext: 'pdf',
        },
        { businessType: 'priority_proof', businessId: lotId, businessSort: 0 },
      );
      const [row] = await deps.db
        .select({ id: files.id })
        .from(files)
        .where(and(eq(files.businessType, 'priority_proof'), eq(files.businessId, lotId)));
      return row!.id;
    },

    /** The bulletin's terms (竞买须知及竞价规则) as a PDF attachment. */
    async attachTerms(owner: DemoFileOwner, bulletinId: number, terms: TermsPdfInput): Promise<void> {
      await store(
        deps,
        owner,
        {
          bytes: await renderTermsPdf(terms),
          name: '竞买须知及竞价规则.pdf',
          mime: 'application/pdf',
          ext: 'pdf',
        },
        { businessType: 'bulletin_attachment', businessId: bulletinId, businessSort: 0 },
      );
    },
  };
}
