import type { Qualification } from '@lyp/shared/account/qualification.schemas';
import { DICT_CODES } from '@lyp/shared/dict/dict-codes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Empty, List, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { QueryError } from '../../../../components/feedback/query-error';
import { useDictOptions } from '../../../../lib/dict-options';
import { useSessionStore } from '../../../../stores/session-store';
import { myQualificationsQuery, refreshMyQualifications } from '../../api/qualifications';
import { QualificationFormModal, type QualificationDraft } from './qualification-form-modal';
import { QualificationStateTag } from './qualification-state';

/**
 * 竞买人资质: every kind the platform knows, with the licence the organisation acted for holds
 * and where its review stands. Lots that require a kind take deposits and bids only from
 * holders of an approved licence within its dates. Sub-accounts read; the main account sends.
 */
export function QualificationsPanel() {
  const queryClient = useQueryClient();
  const mine = useQuery(myQualificationsQuery());
  const kinds = useDictOptions(DICT_CODES.bidderQualification);
  const orgName = useSessionStore((state) => state.orgName);
  const isSubAccount = useSessionStore((state) => state.subAccountInfo !== null);
  const [draft, setDraft] = useState<QualificationDraft>();

  if (mine.isLoading || kinds.isLoading) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (mine.isError)
    return <QueryError title="资质信息加载失败" error={mine.error} onRetry={() => void mine.refetch()} />;
  const held = new Map((mine.data ?? []).map((entry) => [entry.typeCode, entry]));
  // A kind an administrator has since disabled still shows while the organisation holds it.
  const rows = [
    ...kinds.options.map((kind) => ({ typeCode: kind.value, typeName: kind.label })),
    ...(mine.data ?? [])
      .filter((entry) => !kinds.options.some((kind) => kind.value === entry.typeCode))
      .map((entry) => ({ typeCode: entry.typeCode, typeName: entry.typeName })),
  ];

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Alert
        type="info"
        showIcon
        title={`以下为“${orgName}”的竞买人资质`}
        description="部分标的要求竞买人具备相应资质（如危险废物经营许可证）。资质经平台审核通过且在有效期内，方可缴纳该标的的保证金并出价。"
      />
      {isSubAccount ? (
        <Alert type="warning" showIcon title="子账号只能查看资质，上传或更新请使用企业主账号" />
      ) : null}
      <List
        bordered
        dataSource={rows}
        locale={{ emptyText: <Empty description="平台暂未设置资质类型" /> }}
        renderItem={(row) => {
          const licence = held.get(row.typeCode);
          return (
            <List.Item
              actions={
                isSubAccount
                  ? []
                  : [
                      <Button
                        key="send"
                        type={licence ? 'default' : 'primary'}
                        onClick={() => setDraft({ ...row, held: licence })}
                      >
                        {licence ? '更新资质' : '上传资质'}
                      </Button>,
                    ]
              }
            >
              <List.Item.Meta
                title={
                  <Space wrap size={8}>
                    <span>{row.typeName}</span>
                    <QualificationStateTag held={licence} />
                  </Space>
                }
                description={<LicenceFacts licence={licence} />}
              />
            </List.Item>
          );
        }}
      />
      <QualificationFormModal
        draft={draft}
        onClose={() => setDraft(undefined)}
        onDone={() => refreshMyQualifications(queryClient)}
      />
    </Space>
  );
}

function LicenceFacts({ licence }: { licence: Qualification | undefined }) {
  if (!licence) return <>上传后经平台审核通过，即可参与要求该资质的竞价</>;
  return (
    <Space orientation="vertical" size={2}>
      <span>
        证书编号 {licence.licenceNo} · 有效期至 {licence.validUntil}
        {licence.expired ? '（已过期，请上传新证）' : ''}
      </span>
      {licence.status === 'rejected' && licence.rejectReason ? (
        <Typography.Text type="danger">驳回原因：{licence.rejectReason}</Typography.Text>
      ) : null}
    </Space>
  );
}
