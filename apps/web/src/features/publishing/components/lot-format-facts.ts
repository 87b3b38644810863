import { BIDDING_MODE_LABELS, PRICE_BASIS_LABELS } from '@lyp/shared/auction/auction-formats';
import type { LotView } from '@lyp/shared/auction/bulletin.schemas';
import { usesIncrement } from '@lyp/shared/auction/lot-format.schemas';
import { formatFen } from '@lyp/shared/format/currency';

interface Fact {
  key: string;
  label: string;
  children: string;
}

/** A lot's format as the seller and auditor read it: mode, price basis, and a descending lot's steps. */
export function formatFacts(lot: LotView, per: string): Fact[] {
  const facts: Fact[] = [
    { key: 'mode', label: '竞价方式', children: BIDDING_MODE_LABELS[lot.biddingMode] },
    {
      key: 'basis',
      label: '计价方式',
      children: lot.priceBasis === 'unit' ? `单价（每${per}，按过磅数量结算）` : PRICE_BASIS_LABELS.total,
    },
  ];
  if (lot.biddingMode === 'descending') {
    facts.push(
      {
        key: 'decrease',
        label: '降价规则',
        children: `每 ${lot.decreaseIntervalMinutes ?? '-'} 分钟降 ${formatFen(lot.decreaseStepFen ?? 0)}`,
      },
      { key: 'floor', label: '最低价', children: formatFen(lot.floorPriceFen ?? 0) },
      {
        key: 'ascend',
        label: '应价后转增价',
        children: lot.ascendMinutes ? `是，应价后增价竞价 ${lot.ascendMinutes} 分钟` : '否，首个应价即成交',
      },
    );
  }
  if (usesIncrement(lot))
    facts.push({ key: 'increment', label: '加价幅度', children: formatFen(lot.incrementFen) });
  return facts;
}
