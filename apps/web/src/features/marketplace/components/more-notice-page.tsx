import '../styles/lots.css';
import '../styles/bulletins.css';
import { formatMinute } from '@lyp/shared/format/timestamp';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card, Empty, Input, List, Pagination, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { QueryError } from '../../../components/feedback/query-error';
import { bulletinSearchQuery } from '../api/market-queries';
import { bulletinPath } from '../lib/market-links';

const PAGE_SIZE = 10;
const STATUS_TAGS: Record<string, { label: string; colour: string }> = {
  published: { label: '即将开始', colour: 'blue' },
  bidding: { label: '竞价中', colour: 'red' },
  ended: { label: '已结束', colour: 'default' },
};
const day = (iso: string | null) => (iso ? formatMinute(new Date(iso)) : '—');

/** 更多公告: every published bidding bulletin, newest first, searchable; the query lives in the URL. */
export function MoreNoticePage() {
  const [params, setParams] = useSearchParams();
  const keyword = params.get('q')?.trim() || undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = { ...(keyword ? { keyword } : {}), current: page, size: PAGE_SIZE };
  const bulletins = useQuery({ ...bulletinSearchQuery(query), placeholderData: keepPreviousData });
  const [typed, setTyped] = useState(keyword ?? '');
  const go = (next: { q?: string; page?: number }) => {
    const search = new URLSearchParams();
    if (next.q) search.set('q', next.q);
    if (next.page && next.page > 1) search.set('page', String(next.page));
    setParams(search);
  };

  return (
    <div className="lyp-container lyp-page">
      <Typography.Title level={2}>更多公告</Typography.Title>
      <Card variant="borderless">
        <Input.Search
          className="lyp-notice-search"
          aria-label="搜索公告"
          placeholder="公告标题或委托方"
          enterButton="搜索"
          allowClear
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onSearch={(value) => go({ q: value.trim() })}
        />
        {bulletins.isError ? (
          <QueryError title="公告加载失败" error={bulletins.error} onRetry={() => void bulletins.refetch()} />
        ) : (
          <List
            loading={bulletins.isLoading}
            locale={{ emptyText: <Empty description="暂无数据" /> }}
            dataSource={bulletins.data?.records ?? []}
            renderItem={(bulletin) => {
              const status = STATUS_TAGS[bulletin.status];
              return (
                <List.Item
                  extra={<Typography.Text type="secondary">{day(bulletin.publishedAt)}</Typography.Text>}
                >
                  <List.Item.Meta
                    title={
                      <>
                        {status ? <Tag color={status.colour}>{status.label}</Tag> : null}
                        <Link to={bulletinPath(bulletin.id)}>{bulletin.title}</Link>
                      </>
                    }
                    description={`${bulletin.sellerName} · ${bulletin.lotCount} 个标的 · 竞价时间 ${day(bulletin.startsAt)} 至 ${day(bulletin.endsAt)}`}
                  />
                </List.Item>
              );
            }}
          />
        )}
        {bulletins.data && bulletins.data.total > PAGE_SIZE ? (
          <Pagination
            className="lyp-pagination"
            current={page}
            pageSize={PAGE_SIZE}
            total={bulletins.data.total}
            showSizeChanger={false}
            showTotal={(total) => `共 ${total} 条`}
            onChange={(next) => go({ ...(keyword ? { q: keyword } : {}), page: next })}
          />
        ) : null}
      </Card>
    </div>
  );
}
