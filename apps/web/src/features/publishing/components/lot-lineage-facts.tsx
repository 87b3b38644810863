import type { LotView } from '@lyp/shared/auction/bulletin.schemas';
import { roundLabel, type LotLink } from '@lyp/shared/auction/reauction.schemas';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { Alert, Button, Space, Tag } from 'antd';
import { useState } from 'react';
import { Can } from '../../../components/permission/can';
import { ROUTES } from '../../../config/paths';
import { ReauctionDialog } from './reauction-dialog';

/** A lot of the same line: its number and where it stands, opening its public page once it has one. */
function LinkedLot({ link }: { link: LotLink }) {
  const text = `${link.lotNo} ${link.title}（${link.stateLabel}）`;
  if (!link.isPublic) return <span>{text}</span>;
  return (
    <a href={`${ROUTES.auction.path}?id=${link.lotId}`} target="_blank" rel="noreferrer">
      {text}
    </a>
  );
}

/**
 * 重新拍卖 facts of a lot, for its seller and the auditors: which sale of its line it is, 原拍卖
 * and the re-auction after it, and who may not take part. Nothing for a first sale never repeated.
 */
export function lineageFacts(lot: LotView) {
  const { round, previous, next, barredUsers } = lot.lineage;
  return [
    ...(previous
      ? [
          {
            key: 'previous',
            label: roundLabel(round),
            span: 'filled' as const,
            children: (
              <Space wrap size={4}>
                <span>原拍卖</span>
                <LinkedLot link={previous} />
              </Space>
            ),
          },
        ]
      : []),
    ...(next
      ? [
          {
            key: 'next',
            label: '重新拍卖',
            span: 'filled' as const,
            children: (
              <Space wrap size={4}>
                <span>{roundLabel(next.round)}</span>
                <LinkedLot link={next} />
              </Space>
            ),
          },
        ]
      : []),
    ...(barredUsers.length > 0
      ? [
          {
            key: 'barred',
            label: '不得参与',
            span: 'filled' as const,
            children: (
              <Space wrap size={[4, 4]}>
                {barredUsers.map((user) => (
                  <Tag key={user.userId} color="red">
                    {user.name} {user.phone}
                    {user.sourceLotNo ? `（${user.sourceLotNo} 悔拍）` : '（悔拍）'}
                  </Tag>
                ))}
              </Space>
            ),
          },
        ]
      : []),
  ];
}

/** 重新拍卖 on a lot that went unsold or defaulted: the seller's, behind its permission. */
export function ReauctionButton({ lot }: { lot: LotView }) {
  const [open, setOpen] = useState(false);
  if (!lot.lineage.canReauction) return null;
  return (
    <Can code={PERMISSIONS.bulletinReauction.code}>
      <Button size="small" type="primary" ghost onClick={() => setOpen(true)}>
        重新拍卖
      </Button>
      {open ? <ReauctionDialog lot={lot} onClose={() => setOpen(false)} /> : null}
    </Can>
  );
}

/**
 * In the editor: which lots put an earlier one up again, and who may not take part (read-only:
 * the defaulters of the line are barred whatever the seller edits).
 */
export function ReauctionNotes({ lots }: { lots: LotView[] }) {
  const again = lots.filter((lot) => lot.lineage.previous);
  if (again.length === 0) return null;
  return (
    <>
      {again.map((lot) => (
        <Alert
          key={lot.id}
          type="warning"
          showIcon
          title={`「${lot.title}」为${roundLabel(lot.lineage.round)}：原拍卖 ${lot.lineage.previous!.lotNo}`}
          description={
            lot.lineage.barredUsers.length > 0 ? (
              <Space wrap size={[4, 4]}>
                <span>原拍卖中悔拍、不得参与本次拍卖：</span>
                {lot.lineage.barredUsers.map((user) => (
                  <Tag key={user.userId} color="red">
                    {user.name} {user.phone}
                  </Tag>
                ))}
              </Space>
            ) : (
              '请核对竞价时间与看货时间（已按原拍卖顺延）后提交审核。'
            )
          }
        />
      ))}
    </>
  );
}
