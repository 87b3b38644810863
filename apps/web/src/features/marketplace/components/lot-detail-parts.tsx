import { LoadingOutlined, PictureOutlined } from '@ant-design/icons';
import { BIDDING_MODE_LABELS, lotAmountFen, priceSuffix } from '@lyp/shared/auction/auction-formats';
import { extensionLimitText, extensionRuleText } from '@lyp/shared/auction/extension-rule';
import type { LotDetail } from '@lyp/shared/auction/market.schemas';
import { formatFen } from '@lyp/shared/format/currency';
import { formatTimestamp } from '@lyp/shared/format/timestamp';
import { Alert, Descriptions, Image, Tag } from 'antd';
import { Link } from 'react-router';
import { ROUTES } from '../../../config/paths';
import { GALLERY_MAIN, GALLERY_THUMB } from '../lib/picture-sizes';
import { lotPageWords } from '../lib/price-words';
import { useUnitLabel } from '../../../lib/unit-label';
import { useDescendingPrice } from '../hooks/use-descending-price';
import { useQuantityText } from '../hooks/use-quantity-text';
import { DescendingNow } from './descending-parts';
import { pictureProps, type FileLinks } from './file-links';

export const when = (iso: string) => formatTimestamp(new Date(iso));

/**
 * The lot's pictures, the first (the cover) large. The page shows copies sized to their place;
 * opened, a picture shows its original, whose detail is what a bidder opens it for. The group's
 * items are those originals (without them, the viewer would reuse the page's srcset).
 */
export function Gallery({ lot, links }: { lot: LotDetail; links: FileLinks }) {
  if (lot.images.length === 0) {
    return (
      <div className="lyp-gallery lyp-gallery--empty" aria-label="暂无图片">
        <PictureOutlined />
        <span>暂无图片</span>
      </div>
    );
  }
  const altOf = (index: number) => `${lot.title} 图片 ${index + 1}`;
  const originals = lot.images.flatMap((image, index) => {
    const src = links.imageSrc(image.id);
    return src ? [{ src, alt: altOf(index) }] : [];
  });
  return (
    <Image.PreviewGroup items={originals}>
      <div className="lyp-gallery">
        {lot.images.map((image, index) => {
          const className = index === 0 ? 'lyp-gallery__main' : 'lyp-gallery__thumb';
          const shown = pictureProps(links, image.id, index === 0 ? GALLERY_MAIN : GALLERY_THUMB);
          const original = links.imageSrc(image.id);
          // A preview's copy still on its way: hold the picture's place.
          if (!shown || !original)
            return (
              <div key={image.id} className={`${className} lyp-gallery__loading`} aria-label="图片加载中">
                <LoadingOutlined />
              </div>
            );
          return (
            <Image
              key={image.id}
              className={className}
              {...shown}
              // The main picture is the page's largest paint: fetched first, before the thumbs.
              fetchPriority={index === 0 ? 'high' : undefined}
              preview={{ src: original }}
              alt={altOf(index)}
            />
          );
        })}
      </div>
    </Image.PreviewGroup>
  );
}

/** The price now, the lot's prices and times. The reserve shows only as met or not. */
export function PriceBox({ lot }: { lot: LotDetail }) {
  const { live } = lot;
  const falling = useDescendingPrice(live);
  const per = priceSuffix(lot.priceBasis, useUnitLabel(lot.unit));
  const quantity = useQuantityText(lot.quantity, lot.unit);
  const shownFen = falling?.priceFen ?? live.currentPriceFen ?? live.startPriceFen;
  const reserve =
    live.reserveMet === null ? '无保留价' : live.reserveMet ? '有保留价（已达到）' : '有保留价（未达到）';
  const words = lotPageWords(lot, falling !== null);
  return (
    <div className="lyp-price-box">
      <div className="lyp-price-box__current">
        <span>{words.price}</span>
        <strong data-testid="current-price">
          {formatFen(shownFen)}
          {per}
        </strong>
        {live.leaderAlias && words.holder ? (
          <Tag color="red">
            {words.holder}：{live.leaderAlias}
          </Tag>
        ) : null}
      </div>
      <DescendingNow live={live} />
      <Descriptions size="small" column={{ xs: 1, sm: 2 }} className="lyp-price-box__facts">
        <Descriptions.Item label="起拍价">
          {formatFen(live.startPriceFen)}
          {per}
        </Descriptions.Item>
        {lot.priceBasis === 'unit' ? (
          <Descriptions.Item label="计价方式">
            单价，预估 {quantity}，按当前价约 {formatFen(lotAmountFen(lot, shownFen))}（过磅后多退少补）
          </Descriptions.Item>
        ) : null}
        <Descriptions.Item label="竞价方式">{BIDDING_MODE_LABELS[live.biddingMode]}</Descriptions.Item>
        {live.biddingMode === 'ascending' || live.descending?.ascendMinutes ? (
          <Descriptions.Item label="加价幅度">
            {formatFen(live.incrementFen)}
            {per}
          </Descriptions.Item>
        ) : null}
        {live.descending ? (
          <Descriptions.Item label="降价规则">
            每 {live.descending.decreaseIntervalMinutes} 分钟降 {formatFen(live.descending.decreaseStepFen)}
          </Descriptions.Item>
        ) : null}
        <Descriptions.Item label="保证金">{formatFen(lot.depositFen)}</Descriptions.Item>
        <Descriptions.Item label="保留价">{reserve}</Descriptions.Item>
        <Descriptions.Item label="出价次数">{live.bidCount}</Descriptions.Item>
        <Descriptions.Item label="竞买人数">{live.bidderCount}</Descriptions.Item>
        <Descriptions.Item label="开始时间">{when(live.startsAt)}</Descriptions.Item>
        <Descriptions.Item label="结束时间">
          <span data-testid="ends-at">{when(live.endsAt)}</span>
          {live.extensionCount > 0 ? <Tag color="orange">已延时 {live.extensionCount} 次</Tag> : null}
        </Descriptions.Item>
        {lot.extension ? (
          <Descriptions.Item label="延时规则" span="filled">
            <ExtensionRule extension={lot.extension} />
          </Descriptions.Item>
        ) : null}
      </Descriptions>
    </div>
  );
}

/** 结束前 5 分钟内有出价，结束时间顺延 5 分钟（最多延时 3 次）: the rule, with its limits if any. */
function ExtensionRule({ extension }: { extension: NonNullable<LotDetail['extension']> }) {
  const limits = extensionLimitText(extension);
  return (
    <span data-testid="extension-rule">
      {extensionRuleText(extension)}
      {limits === '不限' ? '' : `（${limits}）`}
    </span>
  );
}

/** A sale that did not stand as made: its buyer defaulted, and perhaps a runner-up took it. */
function AfterSaleBox({ afterSale, price }: { afterSale: 'defaulted' | 'runner_up'; price: string }) {
  return afterSale === 'defaulted' ? (
    <Alert
      type="warning"
      showIcon
      title={`买受人悔拍（原成交价 ${price}）`}
      description="买受人未在付款期限内付款，其保证金不予退还。委托方可将标的递补给其他竞买人，或重新拍卖。"
    />
  ) : (
    <Alert
      type="success"
      showIcon
      title="已递补成交"
      description={`原买受人悔拍（原成交价 ${price}），本标的已由接受递补的竞买人按其最高出价成交。`}
    />
  );
}

export function ResultBox({
  result,
  myAlias,
}: {
  result: NonNullable<LotDetail['result']>;
  /** The viewer's alias on the lot, when they bid: the winner is congratulated and led to the order. */
  myAlias?: string | null;
}) {
  const price = result.finalPriceFen === null ? '' : formatFen(result.finalPriceFen);
  if (result.afterSale) return <AfterSaleBox afterSale={result.afterSale} price={price} />;
  if (result.outcome === 'sold' && myAlias && result.winnerAlias === myAlias) {
    return (
      <Alert
        type="success"
        showIcon
        title={`恭喜您中标！成交价 ${price}`}
        description={
          <>
            成交确认书已生成，请在付款期限内支付货款。
            <Link to={ROUTES.myOrder.path}>前往我的订单付款</Link>
          </>
        }
      />
    );
  }
  return result.outcome === 'sold' ? (
    <Alert
      type="success"
      showIcon
      title={`已成交：${price}`}
      description={`买受人：${result.winnerAlias ?? ''}。成交确认书已生成，买受人可在“我的订单”中查看并付款。`}
    />
  ) : (
    <Alert type="info" showIcon title="已流拍" description="竞价结束，未达到成交条件，保证金将全额退还。" />
  );
}
