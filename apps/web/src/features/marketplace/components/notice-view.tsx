import '../styles/lots.css';
import '../styles/bulletins.css';
import type { PublicBulletin } from '@lyp/shared/auction/market.schemas';
import { formatTimestamp } from '@lyp/shared/format/timestamp';
import { Alert, Card, Col, Row } from 'antd';
import { AttachmentList } from './attachment-list';
import { PUBLIC_FILE_LINKS, withImageSources, type FileLinks } from './file-links';
import { LotCard } from './lot-card';
import { Title } from '../../../components/typography/plain-typography';

export interface NoticeViewProps {
  bulletin: PublicBulletin;
  links?: FileLinks;
  /** Open a lot some other way than its public page (a preview's lot tab). */
  onOpenLot?: (lotId: number) => void;
}

/**
 * A bulletin as the public sees it (公告详情): its text, attachments and lots, from its data
 * alone. The public page and the seller's preview both render it.
 */
export function NoticeView({ bulletin, links = PUBLIC_FILE_LINKS, onOpenLot }: NoticeViewProps) {
  return (
    <>
      <Card variant="borderless" className="lyp-notice">
        <Title level={2} className="lyp-notice__title">
          {bulletin.title}
        </Title>
        <div className="lyp-notice__meta">
          <span>公告编号 {bulletin.bulletinNo}</span>
          <span>委托方 {bulletin.sellerName}</span>
          {bulletin.publishedAt ? (
            <span>发布时间 {formatTimestamp(new Date(bulletin.publishedAt))}</span>
          ) : null}
        </div>
        {bulletin.keepRunnerUpDeposit ? (
          <Alert
            type="info"
            showIcon
            className="lyp-notice__rule"
            message="本公告保留次高出价人保证金"
            description="竞价成交后，出价第二高的竞买人的保证金暂不退还，买受人付款后释放；买受人悔拍时将按其本人最高出价递补给该竞买人。"
          />
        ) : null}
        {/* The server sanitizes the rich text when it is saved; only safe markup reaches here. */}
        <div
          className="lyp-notice__body"
          dangerouslySetInnerHTML={{ __html: withImageSources(bulletin.bodyHtml, links) }}
        />
        {bulletin.attachments.length > 0 ? (
          <div className="lyp-notice__files">
            <Title level={5}>附件</Title>
            <AttachmentList files={bulletin.attachments} links={links} />
          </div>
        ) : null}
      </Card>
      <Title level={3} className="lyp-notice__lots-title">
        公告标的（{bulletin.lots.length}）
      </Title>
      <Row gutter={[16, 16]}>
        {bulletin.lots.map((lot) => (
          <Col xs={24} sm={12} lg={8} xl={6} key={lot.id}>
            <LotCard lot={lot} onOpen={onOpenLot} links={links} />
          </Col>
        ))}
      </Row>
    </>
  );
}
