import { Segmented } from 'antd';
import type { LotFilters } from '../lib/lot-filters';
import { PlaceFilters, PriceKeywordFilters, SortFilters } from './lot-filter-rows';

const STATUS_OPTIONS = [
  { label: '全部', value: '' },
  { label: '即将开始', value: 'upcoming' },
  { label: '竞价中', value: 'bidding' },
  { label: '已结束', value: 'ended' },
];

/** Status, category, region, price and keyword, plus the sort: every change goes to the URL. */
export function LotFilterBar(props: { filters: LotFilters; onChange(changes: Partial<LotFilters>): void }) {
  const { filters, onChange } = props;
  return (
    <div className="lyp-filter-bar" role="search" aria-label="筛选标的">
      <div className="lyp-filter-bar__row">
        <span className="lyp-filter-bar__label">状态</span>
        <Segmented
          options={STATUS_OPTIONS}
          value={filters.status ?? ''}
          onChange={(value) => onChange({ status: (value || undefined) as LotFilters['status'] })}
        />
      </div>
      <PlaceFilters filters={filters} onChange={onChange} />
      <PriceKeywordFilters filters={filters} onChange={onChange} />
      <SortFilters filters={filters} onChange={onChange} />
    </div>
  );
}
