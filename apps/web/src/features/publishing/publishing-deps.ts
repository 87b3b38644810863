import type { LotDetail, PublicBulletin } from '@lyp/shared/auction/market.schemas';
import type { ComponentType } from 'react';

/**
 * Where the preview reads a file of a bulletin not yet public: the server shows those only to a
 * request carrying the token, which an <img> or a plain link does not send.
 */
export interface PreviewFileLinks {
  imageSrc: (fileId: string) => string | undefined;
  openFile: (file: { id: string; name: string }) => void;
}

/** The public pages' own views (features/marketplace), so a preview is what the public will see. */
export interface PreviewViews {
  NoticePreview: ComponentType<{
    bulletin: PublicBulletin;
    links: PreviewFileLinks;
    onOpenLot: (lotId: number) => void;
  }>;
  LotPreview: ComponentType<{ lot: LotDetail; links: PreviewFileLinks; onOpenBulletin: () => void }>;
}

/** What the publishing pages need from app/: features do not import each other. */
export interface PublishingDeps {
  loadPreviewViews: () => Promise<PreviewViews>;
}
