import type { EndpointData } from '@lyp/shared/api/endpoints';
import { BULLETIN_STATUS_LABELS } from '@lyp/shared/auction/bulletin.schemas';
import { Flex, Input, Tabs } from 'antd';
import { useState } from 'react';
import type { ListState } from '../../../components/back-office';
import { STATUS_TABS } from '../lib/bulletin-actions';

export const ALL = 'all';

const tabLabel = (label: string, count: number | undefined) =>
  count === undefined ? label : `${label} (${count})`;

/** The status tabs with their counts, and the search box: both write the URL's filters. */
export function BulletinStatusBar({
  state,
  setFilters,
  activeTab,
  counts,
  total,
}: {
  state: ListState;
  setFilters: (filters: ListState['filters']) => void;
  activeTab: string;
  counts: EndpointData<'bulletinList'>['counts'] | undefined;
  total: number | undefined;
}) {
  const urlKeyword = state.filters.keyword ?? '';
  const [keyword, setKeyword] = useState(urlKeyword);
  // Back and Forward change the URL under the search box: show what it holds.
  const [shownUrlKeyword, setShownUrlKeyword] = useState(urlKeyword);
  if (shownUrlKeyword !== urlKeyword) {
    setShownUrlKeyword(urlKeyword);
    setKeyword(urlKeyword);
  }
  return (
    <Flex justify="space-between" align="center" wrap gap={8} className="lyp-info-release__bar">
      <Tabs
        className="lyp-info-release__tabs"
        activeKey={activeTab}
        onChange={(key) => setFilters({ ...state.filters, status: key === ALL ? undefined : key })}
        items={[
          { key: ALL, label: tabLabel('全部', total) },
          ...STATUS_TABS.map((status) => ({
            key: status,
            label: tabLabel(BULLETIN_STATUS_LABELS[status], counts?.[status]),
          })),
        ]}
      />
      <Input.Search
        className="lyp-info-release__search"
        allowClear
        placeholder="搜索公告标题或编号"
        aria-label="搜索公告"
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
        onSearch={(value) => setFilters({ ...state.filters, keyword: value.trim() || undefined })}
      />
    </Flex>
  );
}
