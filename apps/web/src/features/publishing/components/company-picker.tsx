import type { SpecifiedOrg } from '@lyp/shared/auction/bulletin.schemas';
import { useQuery } from '@tanstack/react-query';
import { Empty, Select, Space, Spin, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useSessionStore } from '../../../stores/session-store';
import { companySearchQuery } from '../api/bulletin-api';

const SEARCH_DELAY_MS = 300;

/** The text after the seller stops typing for a moment: one search per pause, not per key. */
function useSettled(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

/**
 * 定向企业: search certified companies by name or credit code and pick several; the chosen
 * ones show as tags (any account of a chosen company may bid).
 */
export function CompanyPicker(props: {
  value?: SpecifiedOrg[];
  onChange?: (orgs: SpecifiedOrg[]) => void;
  id?: string;
  /** One company only: a new pick replaces the chosen one. */
  single?: boolean;
}) {
  const chosen = props.value ?? [];
  const [typed, setTyped] = useState('');
  const keyword = useSettled(typed.trim());
  const found = useQuery({
    ...companySearchQuery(keyword),
    enabled: keyword.length > 0,
    staleTime: 60_000,
  });
  const chosenIds = new Set(chosen.map((org) => org.orgId));
  // The seller's own organisation never bids on its own lots: not offered.
  const ownOrgId = useSessionStore((state) => state.orgId);
  const offered = (found.data ?? []).filter((org) => org.orgId !== ownOrgId);

  return (
    <Space orientation="vertical" size={8} style={{ width: '100%' }}>
      <Select<number>
        id={props.id}
        showSearch={{ filterOption: false, onSearch: setTyped, searchValue: typed }}
        value={null}
        placeholder="输入企业名称或统一社会信用代码搜索已认证企业"
        style={{ width: '100%' }}
        notFoundContent={
          found.isFetching ? (
            <Spin size="small" />
          ) : keyword ? (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={found.isError ? '搜索失败，请重试' : '没有找到已认证的企业'}
            />
          ) : (
            <Typography.Text type="secondary">请输入关键字</Typography.Text>
          )
        }
        options={offered.map((org) => ({
          value: org.orgId,
          disabled: chosenIds.has(org.orgId),
          label: (
            <span>
              {org.name}
              {org.companyCode ? (
                <Typography.Text type="secondary">（{org.companyCode}）</Typography.Text>
              ) : null}
              {chosenIds.has(org.orgId) ? <Typography.Text type="secondary"> 已添加</Typography.Text> : null}
            </span>
          ),
        }))}
        onSelect={(orgId) => {
          const org = offered.find((entry) => entry.orgId === orgId);
          if (org && !chosenIds.has(org.orgId)) props.onChange?.(props.single ? [org] : [...chosen, org]);
          setTyped('');
        }}
      />
      {chosen.length > 0 ? (
        <div className="lyp-chosen-orgs" aria-label={props.single ? '已选企业' : '已选定向企业'}>
          {chosen.map((org) => (
            <Tag
              key={org.orgId}
              color="purple"
              closable
              closeIcon={<span aria-label={`移除 ${org.name}`}>×</span>}
              onClose={(event) => {
                event.preventDefault();
                props.onChange?.(chosen.filter((entry) => entry.orgId !== org.orgId));
              }}
            >
              {org.name}
            </Tag>
          ))}
        </div>
      ) : null}
    </Space>
  );
}
