import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Divider, Flex, Form, Skeleton, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { placeServerErrors } from '../../../../components/back-office';
import { Can } from '../../../../components/permission/can';
import { useCan } from '../../../../components/permission/use-can';
import { QueryError } from '../../../../components/feedback/query-error';
import { zhValidateMessages } from '../../../../lib/form-messages';
import { defaultTiersQuery, refreshDefaultTiers, saveDefaultTiers } from '../api/commissions';
import { tiersToRows, validTiers, withFormFieldNames, type TiersFormValues } from '../tiers-form';
import { FormCommissionExample } from './commission-example';
import { TiersEditor } from './tiers-editor';
import { useFeedback } from '../../../../lib/feedback';

/**
 * The platform's default tiers: what every sale is charged unless the seller has tiers of
 * their own or the bulletin a flat rate. Readable with commissionView, saved with commissionEdit.
 */
export function DefaultTiersCard() {
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const canEdit = useCan(PERMISSIONS.commissionEdit.code);
  const [form] = Form.useForm<TiersFormValues>();
  const [saving, setSaving] = useState(false);
  const stored = useQuery(defaultTiersQuery());

  // Fill the form from the server each time a fresh answer arrives (first load, after a save).
  useEffect(() => {
    if (stored.data) form.setFieldsValue({ tiers: tiersToRows(stored.data.tiers) });
  }, [form, stored.data]);

  const save = async (values: TiersFormValues) => {
    // The fields' rules have passed, so the rows are valid tiers.
    const tiers = validTiers(values.tiers);
    if (!tiers) return;
    setSaving(true);
    try {
      await saveDefaultTiers(tiers);
      await refreshDefaultTiers(queryClient);
      void message.success('平台默认佣金已保存');
    } catch (error) {
      const rest = placeServerErrors(form, withFormFieldNames(error));
      if (rest) void message.error(rest);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title="平台默认佣金" variant="borderless">
      <Typography.Paragraph type="secondary">
        按成交价超额累进收取：每一档只对落在本档内的金额按本档费率计算，费率
        0–5%。委托方单独设置的佣金优先，其次为竞价公告单独设置的费率，都没有时按此默认档位收取。
      </Typography.Paragraph>
      {stored.isError && (
        <QueryError variant="inline" error={stored.error} onRetry={() => void stored.refetch()} />
      )}
      {stored.isPending && <Skeleton active />}
      <Form<TiersFormValues>
        form={form}
        name="commission_default"
        validateMessages={zhValidateMessages}
        onFinish={(values) => void save(values)}
        hidden={!stored.data}
      >
        <TiersEditor form={form} disabled={!canEdit} />
        <Can code={PERMISSIONS.commissionEdit.code}>
          <Flex justify="end" gap={8} style={{ marginTop: 16 }}>
            <Button
              onClick={() => stored.data && form.setFieldsValue({ tiers: tiersToRows(stored.data.tiers) })}
            >
              撤销修改
            </Button>
            <Button type="primary" htmlType="submit" loading={saving}>
              保存
            </Button>
          </Flex>
        </Can>
      </Form>
      <Divider />
      <FormCommissionExample form={form} />
    </Card>
  );
}
