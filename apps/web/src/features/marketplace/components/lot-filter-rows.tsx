import type { AreaNode } from '@lyp/shared/area/area.schemas';
import { MARKET_SORTS } from '@lyp/shared/auction/market-filters';
import { Button, Cascader, Input, InputNumber, Segmented, Select, Space } from 'antd';
import { useState } from 'react';
import { useAreaTree, useGoodsCategories } from '../hooks/use-market-lookups';
import type { LotFilters } from '../lib/lot-filters';

interface RowProps {
  filters: LotFilters;
  onChange(changes: Partial<LotFilters>): void;
}

const SORT_LABELS: Record<(typeof MARKET_SORTS)[number], string> = {
  default: '默认（竞价中优先）',
  startsAt: '开始时间',
  endsAt: '结束时间',
  price: '当前价格',
  views: '浏览次数',
};

/** The codes from the province down to `code`, for the cascader's value. */
function areaPath(tree: AreaNode[] | undefined, code: string | undefined): string[] {
  if (!tree || !code) return [];
  const path: string[] = [];
  let level: AreaNode[] | undefined = tree;
  while (level) {
    const next: AreaNode | undefined = level.find((node) => code.startsWith(node.code));
    if (!next) break;
    path.push(next.code);
    if (next.code === code) break;
    level = next.children;
  }
  return path;
}

/** 分类与地区: the goods category and the region, down to any level. */
export function PlaceFilters({ filters, onChange }: RowProps) {
  const areas = useAreaTree();
  const categories = useGoodsCategories();
  return (
    <div className="lyp-filter-bar__row">
      <span className="lyp-filter-bar__label">分类与地区</span>
      <Space wrap>
        <Select
          aria-label="标的分类"
          allowClear
          placeholder="全部分类"
          className="lyp-filter-bar__select"
          loading={categories.isLoading}
          value={filters.category}
          options={(categories.data ?? []).map((option) => ({ label: option.label, value: option.value }))}
          onChange={(value?: string) => onChange({ category: value })}
        />
        <Cascader
          aria-label="所在地区"
          allowClear
          changeOnSelect
          showSearch
          placeholder="全部地区"
          className="lyp-filter-bar__select"
          loading={areas.isLoading}
          options={areas.data ?? []}
          fieldNames={{ label: 'name', value: 'code', children: 'children' }}
          value={areaPath(areas.data, filters.region)}
          onChange={(path) => onChange({ region: path?.at(-1) ? String(path.at(-1)) : undefined })}
        />
      </Space>
    </div>
  );
}

/** 价格 and the keyword: typed first, applied on 确定 or 搜索. */
export function PriceKeywordFilters({ filters, onChange }: RowProps) {
  const [price, setPrice] = useState({ min: filters.minYuan, max: filters.maxYuan });
  const [keyword, setKeyword] = useState(filters.keyword ?? '');
  // A new page of filters (Back, a link) resets what is being typed.
  const [seen, setSeen] = useState(filters);
  if (seen !== filters) {
    setSeen(filters);
    setPrice({ min: filters.minYuan, max: filters.maxYuan });
    setKeyword(filters.keyword ?? '');
  }
  return (
    <div className="lyp-filter-bar__row">
      <span className="lyp-filter-bar__label">价格（元）</span>
      <Space wrap>
        <Space.Compact>
          <InputNumber
            aria-label="最低价（元）"
            min={0}
            precision={0}
            placeholder="最低价"
            value={price.min}
            onChange={(value) => setPrice((current) => ({ ...current, min: value ?? undefined }))}
          />
          <InputNumber
            aria-label="最高价（元）"
            min={0}
            precision={0}
            placeholder="最高价"
            value={price.max}
            onChange={(value) => setPrice((current) => ({ ...current, max: value ?? undefined }))}
          />
          <Button onClick={() => onChange({ minYuan: price.min, maxYuan: price.max })}>确定</Button>
        </Space.Compact>
        <Input.Search
          aria-label="搜索标的"
          allowClear
          placeholder="标的名称、公告或委托方"
          className="lyp-filter-bar__search"
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          onSearch={(value) => onChange({ keyword: value.trim() || undefined })}
          enterButton="搜索"
        />
      </Space>
    </div>
  );
}

/** 排序: by what, and which way. */
export function SortFilters({ filters, onChange }: RowProps) {
  return (
    <div className="lyp-filter-bar__row">
      <span className="lyp-filter-bar__label">排序</span>
      <Space wrap>
        <Select
          aria-label="排序方式"
          className="lyp-filter-bar__select"
          value={filters.sort}
          options={MARKET_SORTS.map((sort) => ({ label: SORT_LABELS[sort], value: sort }))}
          onChange={(sort) => onChange({ sort })}
        />
        {/* The default order has a direction of its own for each part of the list. */}
        {filters.sort === 'default' ? null : (
          <Segmented
            options={[
              { label: '升序', value: 'asc' },
              { label: '降序', value: 'desc' },
            ]}
            value={filters.order}
            onChange={(order) => onChange({ order: order as LotFilters['order'] })}
          />
        )}
      </Space>
    </div>
  );
}
