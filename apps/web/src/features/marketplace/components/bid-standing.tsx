import type { BidderInfo } from '@lyp/shared/auction/bid.schemas';
import { formatFen } from '@lyp/shared/format/currency';
import { Alert, Button, Space, Tag } from 'antd';
import { Link } from 'react-router';
import { ROUTES } from '../../../config/paths';
import { marginPath } from '../lib/market-links';
import { QUALIFICATION_TAB_PATH } from './qualification-notice';

/** The user's alias on the lot, whether they lead, and their maximum if they set one. */
export function BidStanding({ info }: { info: BidderInfo }) {
  return (
    <Space wrap className="lyp-bid-standing">
      {info.alias ? <Tag>您的代号：{info.alias}</Tag> : null}
      {info.alias ? (
        info.leading ? (
          <Tag color="green">您当前领先</Tag>
        ) : (
          <Tag color="orange">您已被超越</Tag>
        )
      ) : null}
      {info.myMaxFen !== null ? <Tag color="blue">您的最高价：{formatFen(info.myMaxFen)}</Tag> : null}
    </Space>
  );
}

/** Why the user may not bid yet, with the way to fix it (certify, pay the deposit, wait). */
export function BidBlocked({ info, lotId }: { info: BidderInfo; lotId: number }) {
  const fix =
    info.blockedBy === 'certification' ? (
      <Link to={ROUTES.certify.path}>
        <Button type="primary">去认证</Button>
      </Link>
    ) : info.blockedBy === 'certification_review' ? (
      <Link to={ROUTES.certify.path}>
        <Button>查看认证进度</Button>
      </Link>
    ) : info.blockedBy === 'qualification' ? (
      <Link to={QUALIFICATION_TAB_PATH}>
        <Button type="primary">上传资质</Button>
      </Link>
    ) : info.blockedBy === 'deposit' ? (
      <Link to={marginPath(lotId)}>
        <Button type="primary">缴纳保证金</Button>
      </Link>
    ) : info.blockedBy === 'deposit_review' ? (
      <Link to={marginPath(lotId)}>
        <Button>查看保证金进度</Button>
      </Link>
    ) : null;
  return <Alert type="warning" showIcon title="暂不能出价" description={info.blockedReason} action={fix} />;
}
