import { previewUrl, withPreviewSources } from '@lyp/shared/files/preview-url';
import type { Principal } from '../../../lib/principal';
import { bodyImageIds } from '../body-images';
import type { BulletinRecord } from '../bulletins.repository';
import type { ReauctionDeps, ReauctionWithin } from './reauction-deps';

/**
 * The original's pictures, documents and the body's pictures, copied for the new draft: an
 * upload belongs to one record, so the copy gets files of its own (and the original keeps its
 * own, whatever the seller then changes). Answers the body with its pictures pointing at the copies.
 */
export async function copyReauctionFiles(
  deps: Pick<ReauctionDeps, 'files'>,
  within: ReauctionWithin,
  principal: Principal,
  copy: { from: { bulletin: BulletinRecord; lotId: number }; to: { bulletinId: number; lotId: number } },
): Promise<string> {
  const { from, to } = copy;
  const owner = { userId: principal.userId, orgId: principal.orgId };
  const idsOf = async (businessType: 'lot_image' | 'bulletin_attachment', id: number) =>
    (await deps.files.idsByBusiness(businessType, [id])).get(id)?.map((file) => file.id) ?? [];
  const [images, attachments] = await Promise.all([
    idsOf('lot_image', from.lotId),
    idsOf('bulletin_attachment', from.bulletin.id),
  ]);
  await deps.files.copy({
    fileIds: images,
    owner,
    target: { businessType: 'lot_image', businessId: to.lotId },
    within: within.files,
  });
  await deps.files.copy({
    fileIds: attachments,
    owner,
    target: { businessType: 'bulletin_attachment', businessId: to.bulletinId },
    within: within.files,
  });
  const bodyIds = bodyImageIds(from.bulletin.bodyHtml);
  const bodyCopies = await deps.files.copy({
    fileIds: bodyIds,
    owner,
    target: { businessType: 'bulletin_image', businessId: to.bulletinId },
    within: within.files,
  });
  const copyOf = new Map(bodyIds.map((id, index) => [id, bodyCopies[index]?.id]));
  return withPreviewSources(from.bulletin.bodyHtml, (id) => {
    const copied = copyOf.get(id);
    return copied ? previewUrl(copied) : undefined;
  });
}
