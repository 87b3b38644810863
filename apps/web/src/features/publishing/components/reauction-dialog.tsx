import type { LotView } from '@lyp/shared/auction/bulletin.schemas';
import { roundLabel } from '@lyp/shared/auction/reauction.schemas';
import { formatFen } from '@lyp/shared/format/currency';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Descriptions, Form, InputNumber, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ROUTES } from '../../../config/paths';
import { useFeedback } from '../../../lib/feedback';
import { bulletinApi, refreshBulletins } from '../api/bulletin-api';
import { fenToYuan, yuanToFen } from '../lib/money';
import {
  DEFAULT_PERCENT,
  PERCENT_RANGE,
  percentForStart,
  reauctionFigures,
  startForPercent,
  startProblem,
} from '../lib/reauction-figures';
import { YUAN_INPUT } from './yuan-input';

/**
 * 重新拍卖: the new start as a cut in percent or as a price (either moves the other), the prices
 * that follow from it, then a new draft the seller finishes in the editor.
 */
export function ReauctionDialog({ lot, onClose }: { lot: LotView; onClose: () => void }) {
  const original = lot.startPriceFen;
  const [startFen, setStartFen] = useState<number | null>(startForPercent(original, DEFAULT_PERCENT));
  const problem = startProblem(original, startFen);
  const figures = startFen !== null && !problem ? reauctionFigures(lot, startFen) : undefined;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { message } = useFeedback();
  const create = useMutation({
    mutationFn: () => bulletinApi.reauction({ lotId: lot.id, startPriceFen: startFen ?? original }),
    onSuccess: async (draft) => {
      void message.success('已生成重新拍卖的草稿公告：请核对竞价与看货时间后提交审核');
      await refreshBulletins(queryClient);
      onClose();
      void navigate(`${ROUTES.noticeEditor.path}?id=${draft.id}`);
    },
  });

  return (
    <Modal
      open
      title={`重新拍卖：${lot.title}`}
      okText="生成草稿"
      onOk={() => create.mutate()}
      okButtonProps={{ disabled: !!problem, loading: create.isPending }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        以本标的为模板新建一份草稿公告（{roundLabel(lot.lineage.round + 1)}
        ）：复制标的信息、竞价规则、看货安排、图片与附件，
        竞价与看货时间顺延，原悔拍人不得参与。草稿需经审核后发布。
      </Typography.Paragraph>
      <Form layout="vertical" component="div">
        <Form.Item label="原起拍价">{formatFen(original)}</Form.Item>
        <Form.Item label="起拍价降幅" extra={`默认 ${DEFAULT_PERCENT}%`}>
          <InputNumber
            aria-label="起拍价降幅"
            min={PERCENT_RANGE.min}
            max={PERCENT_RANGE.max}
            precision={1}
            suffix="%"
            style={{ width: '100%' }}
            value={startFen === null ? null : percentForStart(original, startFen)}
            onChange={(percent) => setStartFen(percent === null ? null : startForPercent(original, percent))}
          />
        </Form.Item>
        <Form.Item label="新起拍价" validateStatus={problem ? 'error' : undefined} help={problem}>
          <InputNumber
            {...YUAN_INPUT}
            aria-label="新起拍价"
            value={startFen === null ? null : fenToYuan(startFen)}
            onChange={(yuan) => setStartFen(yuan === null ? null : yuanToFen(Number(yuan)))}
          />
        </Form.Item>
      </Form>
      {figures ? <NewFigures lot={lot} figures={figures} /> : null}
      {create.error ? <Alert type="error" showIcon title={create.error.message} /> : null}
    </Modal>
  );
}

function NewFigures({ lot, figures }: { lot: LotView; figures: ReturnType<typeof reauctionFigures> }) {
  const items = [
    { key: 'start', label: '新起拍价', children: formatFen(figures.startPriceFen) },
    { key: 'deposit', label: '保证金', children: formatFen(figures.depositFen) },
    ...(figures.reservePriceFen === null
      ? []
      : [{ key: 'reserve', label: '保留价', children: formatFen(figures.reservePriceFen) }]),
    ...(lot.biddingMode === 'descending' && figures.floorPriceFen !== null
      ? [{ key: 'floor', label: '最低价', children: formatFen(figures.floorPriceFen) }]
      : []),
  ];
  return <Descriptions size="small" bordered column={1} title="重新拍卖后的价格" items={items} />;
}
