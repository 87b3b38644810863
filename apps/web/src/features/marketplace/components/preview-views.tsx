import '../styles/preview.css';
import type { LotDetail, PublicBulletin } from '@lyp/shared/auction/market.schemas';
import type { FileLinks } from './file-links';
import { LotDetailView } from './lot-detail-view';
import { NoticeView } from './notice-view';
import { TextLink } from '../../../components/typography/plain-typography';

/**
 * The public pages' views for a seller's preview (预览) of a bulletin not yet public: the same
 * components on the same background, with links turned into the preview's own tabs and files
 * read through the preview's copies.
 */
export function NoticePreview(props: {
  bulletin: PublicBulletin;
  links: FileLinks;
  onOpenLot: (lotId: number) => void;
}) {
  return (
    <div className="lyp-preview-canvas">
      <NoticeView bulletin={props.bulletin} links={props.links} onOpenLot={props.onOpenLot} />
    </div>
  );
}

export function LotPreview(props: { lot: LotDetail; links: FileLinks; onOpenBulletin: () => void }) {
  const { lot } = props;
  return (
    <div className="lyp-preview-canvas lyp-lot-detail">
      <LotDetailView
        lot={lot}
        viewCount={lot.viewCount}
        links={props.links}
        bulletinLink={<TextLink onClick={props.onOpenBulletin}>{lot.bulletinTitle}</TextLink>}
      />
    </div>
  );
}
