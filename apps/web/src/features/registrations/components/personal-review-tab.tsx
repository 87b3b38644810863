import type { CertificationReviewItem } from '@lyp/shared/account/certification.schemas';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Space, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import {
  DetailDrawer,
  ExportButton,
  ListPage,
  ProtectedFile,
  ReasonModal,
  useConfirm,
  type ReasonRequest,
} from '../../../components/back-office';
import { Can } from '../../../components/permission/can';
import { reviewRowActions } from '../lib/review-row-actions';
import { call, download, queryKeyOf, queryOptionsOf } from '../../../lib/api-call';
import { reviewFilters, reviewStateOf, when, type ReviewState } from '../lib/review-display';
import { ReviewStatusTag, ReviewedBy } from './review-status-tag';
import { SameIdentitySection } from './same-applicants-section';
import { useFeedback } from '../../../lib/feedback';

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

const COLUMNS: TableColumnsType<Row> = [
  {
    title: '申请人',
    key: 'applicant',
    render: (_value, row) => (
      <>
        <div>{row.subjectName}</div>
        <div className="lyp-muted">{row.phone}</div>
      </>
    ),
  },
  { title: '身份证号', dataIndex: 'idNumberMasked' },
  { title: '提交时间', dataIndex: 'submittedAt', render: (at: string | null) => when(at) },
  {
    title: '状态',
    dataIndex: 'status',
    render: (status: Row['status']) => <ReviewStatusTag state={status} />,
  },
  {
    title: '审核人 / 审核时间',
    key: 'reviewer',
    render: (_value, row) => (
      <ReviewedBy name={row.reviewerName} at={row.reviewedAt ? when(row.reviewedAt) : null} />
    ),
  },
];

/** 个人认证: the ID card beside the name and number typed; approve, or say what to fix. */
/** The list's filters as the list and its export send them. */
function filtersOf(filters: Record<string, string | undefined>) {
  const status = STATUS_OF[reviewStateOf(filters.status)];
  return { ...(filters.keyword ? { keyword: filters.keyword } : {}), ...(status ? { status } : {}) };
}

export function PersonalReviewTab() {
  const queryClient = useQueryClient();
  const { message } = useFeedback();
  const confirm = useConfirm();
  const [detail, setDetail] = useState<Row>();
  const [rejecting, setRejecting] = useState<ReasonRequest>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeyOf('certificationList') });

  const approve = (row: Row) =>
    confirm({
      title: `确认通过“${row.subjectName}”的实名认证吗？`,
      content: '通过后该用户即可缴纳保证金、参与竞价。',
      okText: '通过',
      onOk: async () => {
        await call('certificationReview', { userId: row.userId, approved: true });
        void message.success('已通过实名认证');
        setDetail(undefined);
        await refresh();
      },
    });
  const reject = (row: Row) =>
    setRejecting({
      title: '驳回实名认证',
      description: `申请人：${row.subjectName}（${row.phone}）`,
      suggestions: COMMON_REASONS,
      successMessage: '已驳回实名认证，申请人将看到原因',
      submit: async (reason) => {
        await call('certificationReview', { userId: row.userId, approved: false, reason });
        setDetail(undefined);
        await refresh();
      },
    });

  const rowActions = reviewRowActions<Row>({
    detail: setDetail,
    approve,
    reject,
    isPending: (row) => row.status === 'pending',
  });

  return (
    <>
      <ListPage<Row>
        filters={reviewFilters('姓名、手机号或身份证号')}
        defaults={{ prefix: 'personal' }}
        query={(state) =>
          queryOptionsOf('certificationList', {
            ...filtersOf(state.filters),
            current: state.current,
            size: state.size,
          })
        }
        toolbar={(state) => (
          <Can code={PERMISSIONS.registerReviewExport.code}>
            <ExportButton
              fileName="实名认证审核.xlsx"
              download={() => download('certificationExport', filtersOf(state.filters))}
            />
          </Can>
        )}
        rowKey="userId"
        columns={COLUMNS}
        rowActions={rowActions}
        actionsWidth={160}
      />
      <DetailDrawer
        title="实名认证详情"
        open={detail !== undefined}
        onClose={() => setDetail(undefined)}
        items={detail ? personalItems(detail) : []}
        footer={
          detail?.status === 'pending' ? (
            <Space wrap>
              <Can code={PERMISSIONS.registerReviewApprove.code}>
                <Button type="primary" onClick={() => approve(detail)}>
                  通过
                </Button>
              </Can>
              <Can code={PERMISSIONS.registerReviewReject.code}>
                <Button danger onClick={() => reject(detail)}>
                  驳回
                </Button>
              </Can>
            </Space>
          ) : null
        }
      >
        {detail ? (
          <Space orientation="vertical" size={12} style={{ width: '100%', marginTop: 16 }}>
            {detail.duplicateAllowed ? (
              <Alert
                type="warning"
                showIcon
                title="该认证早于“一人一号”规则，与其他账号共用身份证号，已按原状保留"
              />
            ) : null}
            <SameIdentitySection userId={detail.userId} />
            <Typography.Title level={5}>身份证照片</Typography.Title>
            {detail.idFrontFileId ? (
              <ProtectedFile fileId={detail.idFrontFileId} label="身份证人像面" />
            ) : null}
            {detail.idBackFileId ? <ProtectedFile fileId={detail.idBackFileId} label="身份证国徽面" /> : null}
            {!detail.idFrontFileId && !detail.idBackFileId ? (
              <Typography.Text type="secondary">未上传</Typography.Text>
            ) : null}
          </Space>
        ) : null}
      </DetailDrawer>
      <ReasonModal request={rejecting} onClose={() => setRejecting(undefined)} />
    </>
  );
}

function personalItems(row: Row) {
  return [
    { label: '真实姓名', children: row.subjectName },
    { label: '手机号', children: row.phone },
    { label: '身份证号', children: row.idNumber },
    { label: '审核状态', children: <ReviewStatusTag state={row.status} /> },
    { label: '提交时间', children: when(row.submittedAt) },
    { label: '审核人', children: row.reviewedAt ? row.reviewerName : null },
    { label: '审核时间', children: row.reviewedAt ? when(row.reviewedAt) : null },
    { label: '驳回原因', children: row.rejectReason },
  ];
}
