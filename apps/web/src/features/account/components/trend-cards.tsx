import type { MonthFigures } from '@lyp/shared/dashboard/dashboard.schemas';
import { formatFen } from '@lyp/shared/format/currency';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Empty, Row, Skeleton, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useCan } from '../../../components/permission/use-can';
import { incomeTrendQuery, spendingTrendQuery } from '../api/home-figures';

/** ECharts loads with the first chart shown, not with the personal centre. */
const MonthlyChart = lazy(() => import('../../../components/charts/monthly-chart'));

const CHART_FALLBACK = <Skeleton.Node active className="lyp-monthly-chart" />;

function TrendCard({
  title,
  amountLabel,
  empty,
  months,
  failed,
}: {
  title: string;
  amountLabel: string;
  empty: string;
  months: MonthFigures[] | undefined;
  failed: boolean;
}) {
  const total = months?.reduce((sum, month) => sum + month.amountFen, 0) ?? 0;
  const orders = months?.reduce((sum, month) => sum + month.orders, 0) ?? 0;
  let body;
  if (failed)
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="统计数据加载失败，请稍后刷新" />;
  else if (!months) body = CHART_FALLBACK;
  else if (orders === 0) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />;
  else
    body = (
      <Suspense fallback={CHART_FALLBACK}>
        <MonthlyChart months={months} amountLabel={amountLabel} />
      </Suspense>
    );
  return (
    <Card
      title={title}
      variant="borderless"
      className="lyp-fill"
      extra={
        months && (
          <Typography.Text type="secondary">
            合计 {formatFen(total)} · {orders} 单
          </Typography.Text>
        )
      }
    >
      {body}
    </Card>
  );
}

/**
 * 工作台's trends over the last 12 months: a seller's income (price less commission) and a
 * buyer's spending, each for whoever may see the orders behind it.
 */
export function TrendCards() {
  const seller = useCan(PERMISSIONS.orderManageView.code);
  const buyer = useCan(PERMISSIONS.myOrderView.code);
  const income = useQuery({ ...incomeTrendQuery(), enabled: seller });
  const spending = useQuery({ ...spendingTrendQuery(), enabled: buyer });
  if (!seller && !buyer) return null;
  const half = seller && buyer ? 12 : 24;
  return (
    <Row gutter={[16, 16]}>
      {seller && (
        <Col xs={24} lg={half}>
          <TrendCard
            title="收入趋势（近 12 个月）"
            amountLabel="收入"
            empty="近 12 个月暂无确认收款的成交"
            months={income.data}
            failed={income.isError}
          />
        </Col>
      )}
      {buyer && (
        <Col xs={24} lg={half}>
          <TrendCard
            title="消费统计（近 12 个月）"
            amountLabel="消费"
            empty="近 12 个月暂无已付款的订单"
            months={spending.data}
            failed={spending.isError}
          />
        </Col>
      )}
    </Row>
  );
}
