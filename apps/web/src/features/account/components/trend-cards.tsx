import type { MonthFigures } from '@lyp/shared/dashboard/dashboard.schemas';
import { formatFen } from '@lyp/shared/format/currency';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { Card, Col, Empty, Row, Skeleton, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useCan } from '../../../components/permission/use-can';
import { incomeTrendQuery, spendingTrendQuery } from '../api/home-figures';

/** ECharts loads with the first chart shown, not with the personal centre. */
const MonthlyChart = lazy(() => import('../../../components/charts/monthly-chart'));

const CHART_FALLBACK = <Skeleton.Node active className="lyp-monthly-chart" />;

/** One trend card: whose figures, how the chart names the amount, and what an empty year says. */
interface Trend {
  key: string;
  title: string;
  amountLabel: string;
  empty: string;
  query: () => UseQueryOptions<MonthFigures[], Error, MonthFigures[], QueryKey>;
}

const INCOME: Trend = {
  key: 'income',
  title: '收入趋势（近 12 个月）',
  amountLabel: '收入',
  empty: '近 12 个月暂无确认收款的成交',
  query: incomeTrendQuery,
};

const SPENDING: Trend = {
  key: 'spending',
  title: '消费统计（近 12 个月）',
  amountLabel: '消费',
  empty: '近 12 个月暂无已付款的订单',
  query: spendingTrendQuery,
};

function TrendCard({ trend }: { trend: Trend }) {
  const { data: months, isError: failed } = useQuery(trend.query());
  const total = months?.reduce((sum, month) => sum + month.amountFen, 0) ?? 0;
  const orders = months?.reduce((sum, month) => sum + month.orders, 0) ?? 0;
  let body;
  if (failed)
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="统计数据加载失败，请稍后刷新" />;
  else if (!months) body = CHART_FALLBACK;
  else if (orders === 0) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={trend.empty} />;
  else
    body = (
      <Suspense fallback={CHART_FALLBACK}>
        <MonthlyChart months={months} amountLabel={trend.amountLabel} />
      </Suspense>
    );
  return (
    <Card
      title={trend.title}
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
  const shown = [...(seller ? [INCOME] : []), ...(buyer ? [SPENDING] : [])];
  if (shown.length === 0) return null;
  return (
    <Row gutter={[16, 16]}>
      {shown.map((trend) => (
        <Col key={trend.key} xs={24} lg={shown.length === 2 ? 12 : 24}>
          <TrendCard trend={trend} />
        </Col>
      ))}
    </Row>
  );
}
