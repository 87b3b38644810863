import { commissionFen, type CommissionTier } from '@lyp/shared/auction/auction-rules';
import { formatFen } from '@lyp/shared/format/currency';
import { Alert, Flex, Form, InputNumber, Typography, type FormInstance } from 'antd';
import { useState } from 'react';
import { formatRate, validTiers, withoutThousands, withThousands, type TiersFormValues } from '../tiers-form';

const EXAMPLE_PRICE_YUAN = 100_000;

/** The parts of a price that fall in each band, for the explanation under the result. */
function portions(priceFen: number, tiers: readonly CommissionTier[]) {
  let lowerFen = 0;
  return tiers.flatMap((tier) => {
    const upperFen = tier.upToFen ?? Number.POSITIVE_INFINITY;
    const portionFen = Math.min(priceFen, upperFen) - lowerFen;
    lowerFen = upperFen;
    return portionFen > 0 ? [{ portionFen, rateBps: tier.rateBps }] : [];
  });
}

/**
 * 成交价 ¥100,000 → 佣金 ¥X, computed by the same function closing charges with, on the
 * tiers as they stand in the form (null while the form has a mistake).
 */
export function CommissionExample({ tiers }: { tiers: readonly CommissionTier[] | null }) {
  const [priceYuan, setPriceYuan] = useState<number | null>(EXAMPLE_PRICE_YUAN);
  const priceFen = priceYuan === null ? null : Math.round(priceYuan * 100);

  return (
    <Flex vertical gap={8}>
      <Typography.Text strong>试算</Typography.Text>
      <Flex gap={8} align="center" wrap>
        <span>成交价</span>
        <InputNumber
          aria-label="试算成交价（元）"
          min={0}
          precision={2}
          value={priceYuan}
          onChange={(value) => setPriceYuan(value)}
          prefix="¥"
          formatter={withThousands}
          parser={withoutThousands}
          style={{ width: 180 }}
        />
        {tiers && priceFen !== null && (
          <span data-testid="commission-example-result">
            → 佣金 <Typography.Text strong>{formatFen(commissionFen(priceFen, tiers))}</Typography.Text>
          </span>
        )}
      </Flex>
      {!tiers && <Alert type="warning" showIcon title="档位设置有误，修正后可试算" />}
      {tiers && priceFen !== null && priceFen > 0 && (
        <Typography.Text type="secondary">
          {portions(priceFen, tiers)
            .map((part) => `${formatFen(part.portionFen)} × ${formatRate(part.rateBps)}`)
            .join(' + ')}
          （超额累进：每档只对落在本档内的部分按本档费率计算）
        </Typography.Text>
      )}
    </Flex>
  );
}

/** The example for the tiers a form holds; watching here re-renders only the example as the user types. */
export function FormCommissionExample({ form }: { form: FormInstance<TiersFormValues> }) {
  const rows = Form.useWatch('tiers', form);
  return <CommissionExample tiers={validTiers(rows)} />;
}
