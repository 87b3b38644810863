import type { MonthFigures } from '@lyp/shared/dashboard/dashboard.schemas';
import { fenToYuan, formatFen } from '@lyp/shared/format/currency';
import { theme } from 'antd';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use as registerChartParts, type EChartsType } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

// Only the parts this chart draws: the whole ECharts bundle is several times larger.
registerChartParts([BarChart, LineChart, GridComponent, TooltipComponent, LegendComponent, SVGRenderer]);

export interface MonthlyChartProps {
  months: MonthFigures[];
  /** What the bars are, e.g. 收入（元）. */
  amountLabel: string;
}

const monthLabel = (month: string) => `${Number(month.slice(5))}月`;
const fullMonth = (month: string) => `${month.slice(0, 4)}年${Number(month.slice(5))}月`;

/**
 * Amounts by month as bars (yuan) with the number of orders as a line on its own axis. Drawn as
 * SVG: sharp at any zoom, and the page's text stays selectable.
 */
export default function MonthlyChart({ months, amountLabel }: MonthlyChartProps) {
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);
  const { token } = theme.useToken();

  useEffect(() => {
    const element = host.current!;
    const drawn = init(element, undefined, { renderer: 'svg' });
    chart.current = drawn;
    // Follows the card's width (the side menu folding, a phone turning).
    const observer =
      typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(() => drawn.resize());
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      drawn.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption({
      color: [token.colorPrimary, token.colorInfo],
      grid: { left: 8, right: 8, top: 40, bottom: 8, containLabel: true },
      legend: { top: 0, data: [amountLabel, '订单数'] },
      tooltip: {
        trigger: 'axis',
        formatter: (items: Array<{ dataIndex: number }>) => {
          const month = months[items[0]?.dataIndex ?? 0];
          if (!month) return '';
          return `${fullMonth(month.month)}<br/>${amountLabel}：${formatFen(month.amountFen)}<br/>订单数：${month.orders}`;
        },
      },
      xAxis: { type: 'category', data: months.map((month) => monthLabel(month.month)) },
      yAxis: [
        {
          type: 'value',
          name: '元',
          axisLabel: { formatter: (value: number) => value.toLocaleString('zh-CN') },
        },
        { type: 'value', name: '单', minInterval: 1, splitLine: { show: false } },
      ],
      series: [
        {
          name: amountLabel,
          type: 'bar',
          barMaxWidth: 28,
          data: months.map((month) => fenToYuan(month.amountFen)),
        },
        {
          name: '订单数',
          type: 'line',
          yAxisIndex: 1,
          data: months.map((month) => month.orders),
        },
      ],
    });
  }, [months, amountLabel, token.colorPrimary, token.colorInfo]);

  return (
    <div
      ref={host}
      className="lyp-monthly-chart"
      role="img"
      aria-label={`近 ${months.length} 个月${amountLabel}与订单数`}
    />
  );
}
