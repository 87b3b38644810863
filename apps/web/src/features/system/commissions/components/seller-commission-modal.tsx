import type { CommissionTier } from '@lyp/shared/auction/auction-rules';
import type { SellerCommission } from '@lyp/shared/system/commission.schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Divider, Form, Typography } from 'antd';
import { FormModal, MODAL_WIDTH } from '../../../../components/back-office';
import { defaultTiersQuery, refreshSellerCommissions, saveSellerTiers } from '../api/commissions';
import { tiersToRows, validTiers, withFormFieldNames, type TiersFormValues } from '../tiers-form';
import { FormCommissionExample } from './commission-example';
import { TiersEditor } from './tiers-editor';

/**
 * A seller's own tiers (spec's commission modal, 520 wide). A seller without tiers of their
 * own starts from the platform's default, the usual starting point for a discount.
 */
export function SellerCommissionModal({
  seller,
  onClose,
}: {
  seller: SellerCommission | undefined;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [form] = Form.useForm<TiersFormValues>();
  const platform = useQuery({ ...defaultTiersQuery(), enabled: seller !== undefined });
  const start: readonly CommissionTier[] | undefined = seller?.tiers ?? platform.data?.tiers;

  const submit = async (values: TiersFormValues) => {
    const tiers = validTiers(values.tiers);
    if (!seller || !tiers) return;
    try {
      await saveSellerTiers(seller.orgId, tiers);
    } catch (error) {
      throw withFormFieldNames(error);
    }
    await refreshSellerCommissions(queryClient);
  };

  return (
    <FormModal<TiersFormValues>
      // A new key per seller and per starting point: the form opens with exactly those rows.
      key={`${seller?.orgId ?? 'none'}-${start ? 'ready' : 'loading'}`}
      title={seller ? `${seller.hasOverride ? '修改' : '设置'}佣金：${seller.orgName}` : '设置佣金'}
      open={seller !== undefined && start !== undefined}
      onClose={onClose}
      onSubmit={submit}
      form={form}
      name="seller_commission"
      width={MODAL_WIDTH}
      successMessage="委托方佣金已保存"
      initialValues={start ? { tiers: tiersToRows(start) } : undefined}
    >
      <Typography.Paragraph type="secondary">
        {seller?.hasOverride
          ? '该委托方的成交按以下档位收取佣金，优先于公告费率与平台默认。'
          : '该委托方目前按平台默认收取，以下为平台默认档位，修改后保存即为其单独设置。'}
      </Typography.Paragraph>
      <TiersEditor form={form} compact />
      <Divider />
      <FormCommissionExample form={form} />
    </FormModal>
  );
}
