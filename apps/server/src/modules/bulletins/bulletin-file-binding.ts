import type { BulletinAddBody } from '@lyp/shared/auction/bulletin.schemas';
import type { Principal } from '../../lib/principal';
import { notUsable, type FilesService } from '../files';
import { bodyImageIds } from './body-images';

/**
 * Every file the bulletin names must be usable before anything is written, so a refused
 * file leaves no half-saved bulletin. `current`: the bulletin being edited and its lots,
 * whose files may move to the new lots.
 */
export async function checkFiles(
  files: FilesService,
  principal: Principal,
  body: BulletinAddBody & { bodyHtml: string },
  current?: { bulletinId: number; lotIds: number[] },
): Promise<void> {
  const seen = new Set<string>();
  const once = (
    records: Array<{ id: string; originalName: string }>,
    type: 'bulletin_attachment' | 'bulletin_image' | 'lot_image' | 'priority_proof',
  ) => {
    // A file belongs to one record: the same upload twice would be bound to the last one only.
    for (const record of records) {
      if (seen.has(record.id)) throw notUsable(record, type);
      seen.add(record.id);
    }
  };
  once(
    await files.checkUsable(principal, {
      businessType: 'bulletin_attachment',
      ...(current ? { businessId: current.bulletinId } : {}),
      fileIds: body.attachmentFileIds,
    }),
    'bulletin_attachment',
  );
  once(
    await files.checkUsable(principal, {
      businessType: 'bulletin_image',
      ...(current ? { businessId: current.bulletinId } : {}),
      fileIds: bodyImageIds(body.bodyHtml),
    }),
    'bulletin_image',
  );
  for (const lot of body.lots) {
    once(
      await files.checkUsable(principal, {
        businessType: 'lot_image',
        ...(current ? { replacing: current.lotIds } : {}),
        fileIds: lot.imageFileIds,
      }),
      'lot_image',
    );
    once(
      await files.checkUsable(principal, {
        businessType: 'priority_proof',
        ...(current ? { replacing: current.lotIds } : {}),
        fileIds: proofIdsOf(lot),
      }),
      'priority_proof',
    );
  }
}

const proofIdsOf = (lot: BulletinAddBody['lots'][number]) =>
  (lot.priorityHolders ?? []).flatMap((holder) => holder.proofFileIds);

/**
 * `bodyHtml`: the sanitized body, whose pictures become the bulletin's; `holders`: the lots'
 * 优先购买权人 as stored, whose proofs become their lots'.
 */
export async function bindFiles(
  files: FilesService,
  principal: Principal,
  target: { bulletinId: number; lotIds: number[] },
  body: BulletinAddBody & { bodyHtml: string },
  holders: Array<{ lotId: number; proofFileIds: string[] }>,
) {
  const { bulletinId, lotIds } = target;
  await files.bind(principal, {
    businessType: 'bulletin_attachment',
    businessId: bulletinId,
    fileIds: body.attachmentFileIds,
  });
  await files.bind(principal, {
    businessType: 'bulletin_image',
    businessId: bulletinId,
    fileIds: bodyImageIds(body.bodyHtml),
  });
  for (const [index, lotId] of lotIds.entries()) {
    await files.bind(principal, {
      businessType: 'lot_image',
      businessId: lotId,
      fileIds: body.lots[index]?.imageFileIds ?? [],
    });
    // The holders as stored: those given, and those a lot kept from before with their proofs.
    const fileIds = holders
      .filter((holder) => holder.lotId === lotId)
      .flatMap((holder) => holder.proofFileIds);
    await files.bind(principal, { businessType: 'priority_proof', businessId: lotId, fileIds });
  }
}
