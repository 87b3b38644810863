import '../styles/deposit.css';
import { mayPayDeposit, type Deposit } from '@lyp/shared/auction/deposit.schemas';
import { formatFen } from '@lyp/shared/format/currency';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Collapse, Row, Steps, Typography } from 'antd';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { Can } from '../../../components/permission/can';
import { ROUTES } from '../../../config/paths';
import { depositInfoQuery } from '../api/deposit-api';
import { lotDetailQuery } from '../api/market-queries';
import { useDepositPayment } from '../hooks/use-deposit-payment';
import { useIdParam } from '../hooks/use-id-param';
import { lotPath } from '../lib/market-links';
import { DepositAccountCard } from './deposit-account-card';
import { DEPOSIT_PROBLEMS } from './deposit-problems';
import { DepositStatus } from './deposit-status';
import { DepositVoucherCard } from './deposit-voucher-card';
import { NoPaymentRight } from '../../../components/permission/no-payment-right';
import { HomeTrail } from './home-trail';
import { PageLoading, PageProblem } from './page-states';

/** Where the deposit stands, as the four steps of the timeline: pay, upload, review, bid. */
function stepOf(deposit: Deposit | null): { current: number; status: 'process' | 'finish' | 'error' } {
  if (!deposit) return { current: 0, status: 'process' };
  if (deposit.status === 'submitted') return { current: 2, status: 'process' };
  if (deposit.status === 'rejected') return { current: 2, status: 'error' };
  return { current: 3, status: 'finish' };
}

/** The timeline: transfer, upload, review (or why it failed), then bid. */
function DepositSteps({
  step,
  requiredFen,
  rejected,
}: {
  step: ReturnType<typeof stepOf>;
  requiredFen: number;
  rejected: boolean;
}) {
  return (
    <Card variant="borderless" className="lyp-deposit__steps">
      <Steps
        current={step.current}
        status={step.status}
        responsive
        items={[
          { title: '银行转账', description: `向平台账户转账 ${formatFen(requiredFen)}` },
          { title: '上传凭证', description: '上传转账回单照片或 PDF' },
          {
            title: '平台审核',
            description: rejected ? '凭证未通过，请重新上传' : '一般 30 分钟内完成',
          },
          { title: '参与竞价', description: '审核通过后即可出价' },
        ]}
      />
    </Card>
  );
}

/** 缴纳保证金: where to transfer, the voucher upload, and the review's progress with reasons. */
export function DepositPage() {
  const { id: lotId, valid } = useIdParam('lotId');
  const lot = useQuery(lotDetailQuery(lotId));
  const info = useQuery({ ...depositInfoQuery(lotId), enabled: valid });
  const payment = useDepositPayment(lotId);

  if (!valid || lot.isError || info.isError) {
    return (
      <PageProblem
        status="warning"
        title="无法缴纳保证金"
        subTitle={(info.error ?? lot.error)?.message ?? '链接中缺少标的编号，请从标的页面进入。'}
        way={{ to: ROUTES.moreBid.path, label: '浏览标的' }}
        error={info.error ?? lot.error}
        onRetry={() => {
          if (info.isError) void info.refetch();
          if (lot.isError) void lot.refetch();
        }}
      />
    );
  }
  if (!lot.data || !info.data) {
    return <PageLoading rows={10} />;
  }

  const { deposit, requiredFen, blockedReason } = info.data;
  // A released deposit (the lot withdrawn, then published again) is paid anew from the first step.
  const canSubmit = !blockedReason && mayPayDeposit(deposit);
  const step = stepOf(canSubmit && deposit?.status !== 'rejected' ? null : deposit);
  return (
    <div className="lyp-container lyp-page lyp-deposit">
      <HomeTrail via={{ to: lotPath(lotId), label: lot.data.title }} current="缴纳保证金" />
      <Typography.Title level={2}>缴纳保证金</Typography.Title>
      <DepositSteps step={step} requiredFen={requiredFen} rejected={deposit?.status === 'rejected'} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={15}>
          {blockedReason && !deposit ? (
            <Alert
              type="warning"
              showIcon
              title="暂不能缴纳保证金"
              description={blockedReason}
              className="lyp-deposit__alert"
            />
          ) : null}
          {deposit ? <DepositStatus deposit={deposit} lotId={lotId} /> : null}
          <DepositAccountCard lot={lot.data} info={info.data} />
          {canSubmit ? (
            // Without the button a voucher would be refused with 403, which signs the user out.
            <Can code={PERMISSIONS.marginPay.code} fallback={<NoPaymentRight what="缴纳保证金" />}>
              <DepositVoucherCard payment={payment} />
            </Can>
          ) : null}
        </Col>
        <Col xs={24} lg={9}>
          <Card title="常见问题" variant="borderless" className="lyp-deposit__card">
            <Collapse ghost items={DEPOSIT_PROBLEMS} defaultActiveKey={['amount']} />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
