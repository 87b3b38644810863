import type { QualificationReviewItem } from '@lyp/shared/account/qualification.schemas';
import { DICT_CODES } from '@lyp/shared/dict/dict-codes';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ExportButton, ListPage, ReasonModal } from '../../../components/back-office';
import { Can } from '../../../components/permission/can';
import { useDictOptions } from '../../../lib/dict-options';
import {
  exportQualifications,
  qualificationListQuery,
  refreshQualifications,
  reviewQualification,
} from '../api/qualification-reviews';
import { qualificationStatusOf } from '../lib/qualification-review';
import { reviewFilters, reviewStateOf } from '../lib/review-display';
import { useReviewDecisions } from '../hooks/use-review-decisions';
import { reviewRowActions } from '../lib/review-row-actions';
import { QUALIFICATION_COLUMNS } from './qualification-columns';
import { QualificationDetailDrawer } from './qualification-detail-drawer';

type Row = QualificationReviewItem;

const COMMON_REASONS = [
  '扫描件模糊或不完整，请重新上传',
  '证书编号与扫描件不一致',
  '证书持有人与企业名称不一致',
  '上传的证书与所选资质类型不符',
];

function filtersOf(filters: Record<string, string | undefined>) {
  const status = qualificationStatusOf(reviewStateOf(filters.status));
  return {
    ...(filters.keyword ? { keyword: filters.keyword } : {}),
    ...(filters.typeCode ? { typeCode: filters.typeCode } : {}),
    ...(status ? { status } : {}),
  };
}

/** 竞买人资质: each licence's scans beside its number and dates; approve, or say what to fix. */
export function QualificationReviewTab() {
  const queryClient = useQueryClient();
  const kinds = useDictOptions(DICT_CODES.bidderQualification).options;
  const [detail, setDetail] = useState<Row>();
  const { approve, reject, rejecting, clearRejecting } = useReviewDecisions<Row>({
    wording: (row) => ({
      approveTitle: `确认通过“${row.orgName}”的${row.typeName}吗？`,
      approveContent: `证书编号 ${row.licenceNo}，有效期至 ${row.validUntil}。通过后，该组织可参与要求此资质的竞价，直至有效期届满。`,
      approved: '已通过资质审核',
      rejectTitle: '驳回资质',
      rejectDescription: `${row.orgName}：${row.typeName}（${row.licenceNo}）`,
      rejected: '已驳回资质，提交人将看到原因',
      suggestions: COMMON_REASONS,
    }),
    decide: (row, decision) => reviewQualification(row.id, decision),
    onDecided: () => {
      setDetail(undefined);
      return refreshQualifications(queryClient);
    },
  });

  return (
    <>
      <ListPage<Row>
        filters={[
          ...reviewFilters('企业名称或证书编号'),
          {
            name: 'typeCode',
            label: '资质类型',
            kind: 'select',
            placeholder: '全部',
            options: kinds.map((kind) => ({ value: kind.value, label: kind.label })),
          },
        ]}
        defaults={{ prefix: 'qualification' }}
        query={(state) =>
          qualificationListQuery({ ...filtersOf(state.filters), current: state.current, size: state.size })
        }
        toolbar={(state) => (
          <Can code={PERMISSIONS.registerReviewExport.code}>
            <ExportButton
              fileName="竞买人资质审核.xlsx"
              download={() => exportQualifications(filtersOf(state.filters))}
            />
          </Can>
        )}
        rowKey="id"
        columns={QUALIFICATION_COLUMNS}
        rowActions={reviewRowActions<Row>({
          detail: setDetail,
          approve,
          reject,
          isPending: (row) => row.status === 'submitted',
        })}
        actionsWidth={160}
      />
      <QualificationDetailDrawer
        row={detail}
        onClose={() => setDetail(undefined)}
        onApprove={approve}
        onReject={reject}
      />
      <ReasonModal request={rejecting} onClose={clearRejecting} />
    </>
  );
}
