import type { CertificationReviewItem } from '@lyp/shared/account/certification.schemas';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ExportButton, ListPage, ReasonModal } from '../../../components/back-office';
import { Can } from '../../../components/permission/can';
import {
  certificationListQuery,
  exportCertifications,
  refreshCertifications,
  reviewCertification,
} from '../api/reviews';
import { reviewFilters, reviewStateOf, type ReviewState } from '../lib/review-display';
import { useReviewDecisions } from '../hooks/use-review-decisions';
import { reviewRowActions } from '../lib/review-row-actions';
import { PERSONAL_COLUMNS } from './personal-columns';
import { PersonalDetailDrawer } from './personal-detail-drawer';

type Row = CertificationReviewItem;

const STATUS_OF: Record<ReviewState, Row['status'] | undefined> = {
  pending: 'pending',
  approved: 'approved',
  rejected: 'rejected',
  all: undefined,
};

const COMMON_REASONS = [
  '身份证照片模糊或不完整，请重新拍摄',
  '姓名或身份证号与证件照片不一致',
  '身份证已过有效期',
  '上传的不是身份证正反面照片',
];

/** The list's filters as the list and its export send them. */
function filtersOf(filters: Record<string, string | undefined>) {
  const status = STATUS_OF[reviewStateOf(filters.status)];
  return { ...(filters.keyword ? { keyword: filters.keyword } : {}), ...(status ? { status } : {}) };
}

/** 个人认证: the ID card beside the name and number typed; approve, or say what to fix. */
export function PersonalReviewTab() {
  const queryClient = useQueryClient();
  const [detail, setDetail] = useState<Row>();
  const { approve, reject, rejecting, clearRejecting } = useReviewDecisions<Row>({
    wording: (row) => ({
      approveTitle: `确认通过“${row.subjectName}”的实名认证吗？`,
      approveContent: '通过后该用户即可缴纳保证金、参与竞价。',
      approved: '已通过实名认证',
      rejectTitle: '驳回实名认证',
      rejectDescription: `申请人：${row.subjectName}（${row.phone}）`,
      rejected: '已驳回实名认证，申请人将看到原因',
      suggestions: COMMON_REASONS,
    }),
    decide: (row, decision) => reviewCertification(row.userId, decision),
    onDecided: () => {
      setDetail(undefined);
      return refreshCertifications(queryClient);
    },
  });

  return (
    <>
      <ListPage<Row>
        filters={reviewFilters('姓名、手机号或身份证号')}
        defaults={{ prefix: 'personal' }}
        query={(state) =>
          certificationListQuery({ ...filtersOf(state.filters), current: state.current, size: state.size })
        }
        toolbar={(state) => (
          <Can code={PERMISSIONS.registerReviewExport.code}>
            <ExportButton
              fileName="实名认证审核.xlsx"
              download={() => exportCertifications(filtersOf(state.filters))}
            />
          </Can>
        )}
        rowKey="userId"
        columns={PERSONAL_COLUMNS}
        rowActions={reviewRowActions<Row>({
          detail: setDetail,
          approve,
          reject,
          isPending: (row) => row.status === 'pending',
        })}
        actionsWidth={160}
      />
      <PersonalDetailDrawer
        row={detail}
        onClose={() => setDetail(undefined)}
        onApprove={approve}
        onReject={reject}
      />
      <ReasonModal request={rejecting} onClose={clearRejecting} />
    </>
  );
}
