import type { BuyerOrderDetail } from '@lyp/shared/auction/order.schemas';
import { ORDER_STATUS_LABELS } from '@lyp/shared/auction/order.schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Form, Input, Result, Row, Skeleton, Steps, Typography } from 'antd';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { Link, useSearchParams } from 'react-router';
import { VoucherUpload } from '../../../components/back-office';
import { errorMessage } from '../../../components/back-office/error-message';
import { useFormSubmit } from '../../../components/back-office/use-form-submit';
import { Can } from '../../../components/permission/can';
import { NoPaymentRight } from '../../../components/permission/no-payment-right';
import { ROUTES } from '../../../config/paths';
import { myOrderQuery, payOrder } from '../api/my-orders';
import { canPay } from '../lib/payment-deadline';
import { PayeeAccountCard, PaymentFactsCard } from './order-payment-cards';

interface Values {
  voucherFileId: string;
  remark?: string;
}

const STEP_OF: Record<BuyerOrderDetail['status'], number> = {
  awaiting_payment: 0,
  payment_submitted: 2,
  paid: 3,
  completed: 3,
  defaulted: 0,
};

const backToOrders = (
  <Link to={ROUTES.myOrder.path}>
    <Button>返回我的订单</Button>
  </Link>
);

/** 货款支付: the amount due and where to send it, the deadline, and the voucher upload. */
export function OrderPaymentPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isSafeInteger(id) && id > 0;
  const detail = useQuery({ ...myOrderQuery(id), enabled: valid });

  if (!valid) {
    return <Result status="404" title="订单不存在" subTitle="链接中缺少订单编号。" extra={backToOrders} />;
  }
  if (detail.isError) {
    return (
      <Result
        status="warning"
        title="订单加载失败"
        subTitle={errorMessage(detail.error)}
        extra={backToOrders}
      />
    );
  }
  if (!detail.data) return <Skeleton active paragraph={{ rows: 10 }} />;
  return <PaymentView order={detail.data} />;
}

/** Transfer, voucher, confirmation, pickup: where the order's payment stands. */
function PaymentSteps({ order }: { order: BuyerOrderDetail }) {
  return (
    <Card variant="borderless" style={{ marginBottom: 16 }}>
      <Steps
        current={STEP_OF[order.status]}
        status={order.status === 'defaulted' ? 'error' : undefined}
        responsive
        items={[
          { title: '银行转账', description: '向平台账户转入应付货款' },
          { title: '上传凭证', description: '上传转账回单照片或 PDF' },
          { title: '确认到账', description: '平台或委托方确认' },
          { title: '凭提货单提货', description: '联系委托方提货' },
        ]}
      />
    </Card>
  );
}

function PaymentView({ order }: { order: BuyerOrderDetail }) {
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const { submitting, submit } = useFormSubmit(form, {
    onSubmit: async (values) => {
      await payOrder(queryClient, order.id, values);
    },
    successMessage: '付款凭证已提交，请等待确认到账',
    onDone: () => form.resetFields(),
  });

  return (
    <div className="lyp-order-payment">
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        货款支付
      </Typography.Title>
      <PaymentSteps order={order} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <PaymentFactsCard order={order} />
          <PayeeAccountCard order={order} />
        </Col>
        <Col xs={24} lg={10}>
          <Card title="上传付款凭证" variant="borderless">
            {canPay(order) ? (
              <>
                {order.paymentRejectReason ? (
                  <Alert
                    style={{ marginBottom: 16 }}
                    type="warning"
                    showIcon
                    title={`上次付款凭证未通过：${order.paymentRejectReason}`}
                  />
                ) : null}
                {/* Without the button the server answers 403, which would sign the user out. */}
                <Can code={PERMISSIONS.orderPay.code} fallback={<NoPaymentRight what="支付货款" />}>
                  <Form<Values>
                    form={form}
                    layout="vertical"
                    name="order_payment"
                    onFinish={(values) => void submit(values)}
                  >
                    <Form.Item
                      name="voucherFileId"
                      label="转账凭证"
                      rules={[{ required: true, message: '请上传付款凭证' }]}
                    >
                      <VoucherUpload label="上传转账回单" />
                    </Form.Item>
                    <Form.Item name="remark" label="备注">
                      <Input.TextArea maxLength={200} showCount placeholder="选填，如付款银行、付款人" />
                    </Form.Item>
                    <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
                      提交付款凭证
                    </Button>
                  </Form>
                </Can>
              </>
            ) : (
              <Result
                status={order.status === 'defaulted' ? 'error' : 'success'}
                title={ORDER_STATUS_LABELS[order.status]}
                subTitle={
                  order.status === 'payment_submitted'
                    ? '付款凭证已提交，正在确认到账。'
                    : order.status === 'defaulted'
                      ? '已超过付款期限，订单按悔拍处理。'
                      : '货款已确认，可在我的订单中查看提货单。'
                }
                extra={backToOrders}
              />
            )}
          </Card>
        </Col>
      </Row>
    </div>
  );
}
