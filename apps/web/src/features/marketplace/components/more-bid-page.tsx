import '../styles/lots.css';
import '../styles/listing.css';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Col, Empty, Pagination, Row, Skeleton, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { QueryError } from '../../../components/feedback/query-error';
import { lotSearchQuery } from '../api/market-queries';
import {
  lotFiltersToParams,
  lotSearchBody,
  PAGE_SIZES,
  parseLotFilters,
  type LotFilters,
} from '../lib/lot-filters';
import { LotCard } from './lot-card';
import { LotFilterBar } from './lot-filter-bar';

/** 更多竞价: every public lot, filtered, sorted and paged, all of it in the URL. */
export function MoreBidPage() {
  const [params, setParams] = useSearchParams();
  const filters = parseLotFilters(params);
  const body = lotSearchBody(filters);
  const search = useQuery({ ...lotSearchQuery(body), placeholderData: keepPreviousData });

  // Any filter change starts again from the first page; paging keeps the filters.
  const change = (changes: Partial<LotFilters>) =>
    setParams(lotFiltersToParams({ ...filters, page: 1, ...changes }));

  return (
    <div className="lyp-container lyp-page">
      <Typography.Title level={2}>更多竞价</Typography.Title>
      <LotFilterBar filters={filters} onChange={change} />
      <div className="lyp-result-summary" aria-live="polite">
        {search.data ? `共 ${search.data.total} 个标的` : '正在查询…'}
      </div>
      {search.isError ? (
        <QueryError title="标的列表加载失败" error={search.error} onRetry={() => void search.refetch()} />
      ) : !search.data ? (
        <Row gutter={[16, 16]}>
          {Array.from({ length: 8 }, (_, index) => (
            <Col xs={24} sm={12} lg={8} xl={6} key={index}>
              <Skeleton.Node active className="lyp-lot-card-skeleton" />
            </Col>
          ))}
        </Row>
      ) : search.data.records.length === 0 ? (
        <Empty description="暂无数据" className="lyp-empty" />
      ) : (
        <>
          <Row gutter={[16, 16]} className={search.isPlaceholderData ? 'lyp-stale' : undefined}>
            {search.data.records.map((lot) => (
              <Col xs={24} sm={12} lg={8} xl={6} key={lot.id}>
                <LotCard lot={lot} />
              </Col>
            ))}
          </Row>
          <Pagination
            className="lyp-pagination"
            current={filters.page}
            pageSize={filters.size}
            total={search.data.total}
            pageSizeOptions={PAGE_SIZES.map(String)}
            showSizeChanger
            showTotal={(total) => `共 ${total} 条`}
            onChange={(page, size) =>
              setParams(lotFiltersToParams({ ...filters, page: size === filters.size ? page : 1, size }))
            }
          />
        </>
      )}
    </div>
  );
}
