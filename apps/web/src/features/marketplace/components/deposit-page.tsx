import '../styles/deposit.css';
import { InboxOutlined } from '@ant-design/icons';
import { mayPayDeposit, type Deposit } from '@lyp/shared/auction/deposit.schemas';
import { formatFen } from '@lyp/shared/format/currency';
import { toChineseCapitals } from '@lyp/shared/format/money-capitals';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Breadcrumb,
  Button,
  Card,
  Col,
  Collapse,
  Descriptions,
  Input,
  Row,
  Steps,
  Typography,
  Upload,
} from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ROUTES } from '../../../config/paths';
import { bidderInfoQuery } from '../api/bidding-api';
import { depositApi, depositInfoQuery } from '../api/deposit-api';
import { lotDetailQuery } from '../api/market-queries';
import { lotPath } from '../lib/market-links';
import { PageLoading, PageProblem } from './page-states';
import { DEPOSIT_PROBLEMS } from './deposit-problems';
import { DepositStatus } from './deposit-status';
import { PayerAccountFields, payerFieldsOf, payerAccountDefaults } from './payer-account-fields';
import { useFeedback } from '../../../lib/feedback';

const VOUCHER_TYPES = '.jpg,.jpeg,.png,.pdf';

/** Where the deposit stands, as the four steps of the timeline: pay, upload, review, bid. */
function stepOf(deposit: Deposit | null): { current: number; status: 'process' | 'finish' | 'error' } {
  if (!deposit) return { current: 0, status: 'process' };
  if (deposit.status === 'submitted') return { current: 2, status: 'process' };
  if (deposit.status === 'rejected') return { current: 2, status: 'error' };
  return { current: 3, status: 'finish' };
}

/** 缴纳保证金: where to transfer, the voucher upload, and the review's progress with reasons. */
export function DepositPage() {
  const [params] = useSearchParams();
  const lotId = Number(params.get('lotId'));
  const valid = Number.isSafeInteger(lotId) && lotId > 0;
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const lot = useQuery(lotDetailQuery(lotId));
  const info = useQuery({ ...depositInfoQuery(lotId), enabled: valid });
  const [voucher, setVoucher] = useState<{ id: string; name: string }>();
  const [remark, setRemark] = useState('');
  const [payer, setPayer] = useState(payerAccountDefaults);
  const upload = useMutation({
    mutationFn: depositApi.uploadVoucher,
    onSuccess: (file) => setVoucher({ id: file.id, name: file.originalName }),
    onError: (error) => void message.error(error.message),
  });
  const pay = useMutation({
    mutationFn: () =>
      depositApi.pay({
        lotId,
        voucherFileId: voucher!.id,
        ...(remark.trim() ? { remark: remark.trim() } : {}),
        ...payerFieldsOf(payer),
      }),
    onSuccess: (answer) => {
      void message.success(answer.msg);
      setVoucher(undefined);
      void queryClient.invalidateQueries({ queryKey: depositInfoQuery(lotId).queryKey });
      void queryClient.invalidateQueries({ queryKey: bidderInfoQuery(lotId).queryKey });
    },
    onError: (error) => void message.error(error.message),
  });

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

  const { deposit, account, requiredFen, blockedReason } = info.data;
  // A released deposit (the lot withdrawn, then published again) is paid anew from the first step.
  const canSubmit = !blockedReason && mayPayDeposit(deposit);
  const step = stepOf(canSubmit && deposit?.status !== 'rejected' ? null : deposit);
  return (
    <div className="lyp-container lyp-page lyp-deposit">
      <Breadcrumb
        items={[
          { title: <Link to={ROUTES.home.path}>首页</Link> },
          { title: <Link to={lotPath(lotId)}>{lot.data.title}</Link> },
          { title: '缴纳保证金' },
        ]}
      />
      <Typography.Title level={2}>缴纳保证金</Typography.Title>
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
              description: deposit?.status === 'rejected' ? '凭证未通过，请重新上传' : '一般 30 分钟内完成',
            },
            { title: '参与竞价', description: '审核通过后即可出价' },
          ]}
        />
      </Card>
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
          <Card title="收款账户" variant="borderless" className="lyp-deposit__card">
            <Descriptions column={1} size="small">
              <Descriptions.Item label="标的">
                {lot.data.title}（{lot.data.lotNo}）
              </Descriptions.Item>
              <Descriptions.Item label="应缴金额">
                <strong className="lyp-deposit__amount">{formatFen(requiredFen)}</strong>
                <span className="lyp-deposit__capitals">
                  大写：{toChineseCapitals((requiredFen / 100).toFixed(2))}
                </span>
              </Descriptions.Item>
              <Descriptions.Item label="户名">
                <Typography.Text copyable>{account.accountName}</Typography.Text>
              </Descriptions.Item>
              <Descriptions.Item label="开户行">{account.bankName || '请联系平台客服获取'}</Descriptions.Item>
              <Descriptions.Item label="账号">
                {account.bankNumber ? (
                  <Typography.Text copyable>{account.bankNumber}</Typography.Text>
                ) : (
                  '请联系平台客服获取'
                )}
              </Descriptions.Item>
              {account.interbankAccount ? (
                <Descriptions.Item label="联行号">{account.interbankAccount}</Descriptions.Item>
              ) : null}
              <Descriptions.Item label="转账附言">
                <Typography.Text copyable strong>{`保证金 ${info.data.transferReference}`}</Typography.Text>
                <div className="lyp-deposit__capitals">请原样填写：平台凭此识别您的款项，填错将延误确认</div>
              </Descriptions.Item>
            </Descriptions>
          </Card>
          {canSubmit ? (
            <Card title="上传缴款凭证" variant="borderless" className="lyp-deposit__card">
              <Upload.Dragger
                accept={VOUCHER_TYPES}
                maxCount={1}
                showUploadList={false}
                customRequest={({ file }) => upload.mutate(file as File)}
                disabled={upload.isPending}
              >
                <p className="ant-upload-drag-icon">
                  <InboxOutlined />
                </p>
                <p>
                  {upload.isPending
                    ? '正在上传…'
                    : voucher
                      ? `已上传：${voucher.name}（点击可更换）`
                      : '点击或拖拽转账回单到此处上传'}
                </p>
                <p className="ant-upload-hint">支持 jpg、png、pdf 格式</p>
              </Upload.Dragger>
              <PayerAccountFields value={payer} onChange={setPayer} />
              <Input.TextArea
                className="lyp-deposit__remark"
                aria-label="备注"
                placeholder="备注（选填）"
                maxLength={200}
                showCount
                value={remark}
                onChange={(event) => setRemark(event.target.value)}
              />
              <Button
                type="primary"
                size="large"
                disabled={!voucher}
                loading={pay.isPending}
                onClick={() => pay.mutate()}
              >
                提交审核
              </Button>
            </Card>
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
