import '../styles/commissions.css';
import { Card, Flex } from 'antd';
import { DefaultTiersCard } from './default-tiers-card';
import { SellerOverridesList } from './seller-overrides-list';

/** 佣金设置: the platform's default tiers with a worked example, and the sellers' own tiers. */
export function CommissionPage() {
  return (
    <Flex vertical gap={16} className="lyp-block">
      <DefaultTiersCard />
      <Card variant="borderless">
        <SellerOverridesList />
      </Card>
    </Flex>
  );
}
