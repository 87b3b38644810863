import { useQuery } from '@tanstack/react-query';
import { Card, Space } from 'antd';
import { useNavigate } from 'react-router';
import { myOffersQuery, RunnerUpOfferCard } from '../../../components/runner-up';
import { ROUTES } from '../../../config/paths';

/** The newest offers shown; older ones are answered and only history. */
const SHOWN = 10;

/**
 * 我的订单 — 递补邀请: the lots offered to the buyer after their buyer defaulted (悔拍递补), open
 * ones to answer first. Nothing shows for a buyer who never had one.
 */
export function RunnerUpOffersSection() {
  const navigate = useNavigate();
  const offers = useQuery(myOffersQuery(1, SHOWN));
  const records = offers.data?.records ?? [];
  if (records.length === 0) return null;
  const ordered = [...records].sort((a, b) => Number(b.status === 'open') - Number(a.status === 'open'));
  return (
    <Card title="递补邀请" className="lyp-runner-up-offers" style={{ marginBottom: 16 }}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        {ordered.map((offer) => (
          <RunnerUpOfferCard
            key={offer.id}
            offer={offer}
            payDeposit={(lotId) => void navigate(`${ROUTES.margin.path}?lotId=${lotId}`)}
          />
        ))}
      </Space>
    </Card>
  );
}
