import type { DepositAuditRow } from '@lyp/shared/auction/deposit.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { Tabs } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { refreshDepositAudits } from '../api/deposit-audit';
import { DepositReturnList, DepositReviewList, type DepositAction } from './deposit-lists';
import { PaymentReviewDrawer } from './payment-review-drawer';
import { ReturnModal } from './return-modal';
import { ReviewRecordDrawer } from './review-record-drawer';

const TAB_PARAM = 'tab';
const RETURNS_TAB = 'returns';

type Dialog = { kind: DepositAction; deposit: DepositAuditRow };

/** 保证金管理: review deposit payments, mark released deposits returned, read each one's record. */
export function MarginManagePage() {
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [dialog, setDialog] = useState<Dialog>();
  const close = () => setDialog(undefined);
  const onAction = (kind: DepositAction, deposit: DepositAuditRow) => setDialog({ kind, deposit });
  const refresh = () => refreshDepositAudits(queryClient);
  const tab = params.get(TAB_PARAM) === RETURNS_TAB ? RETURNS_TAB : 'review';
  const showing = (kind: DepositAction) => (dialog?.kind === kind ? dialog.deposit : undefined);

  return (
    <>
      <Tabs
        activeKey={tab}
        destroyOnHidden
        onChange={(key) =>
          setParams((latest) => {
            const next = new URLSearchParams(latest);
            if (key === RETURNS_TAB) next.set(TAB_PARAM, RETURNS_TAB);
            else next.delete(TAB_PARAM);
            return next;
          })
        }
        items={[
          { key: 'review', label: '保证金审核', children: <DepositReviewList onAction={onAction} /> },
          {
            key: RETURNS_TAB,
            label: '待退还',
            children: <DepositReturnList onAction={onAction} onRefundsImported={refresh} />,
          },
        ]}
      />
      <PaymentReviewDrawer deposit={showing('review')} onClose={close} onDone={refresh} />
      <ReturnModal deposit={showing('return')} onClose={close} onDone={refresh} />
      <ReviewRecordDrawer deposit={showing('record')} onClose={close} />
    </>
  );
}
