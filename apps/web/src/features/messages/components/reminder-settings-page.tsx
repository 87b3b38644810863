import {
  MESSAGE_KIND_LABELS,
  type MessageKind,
  type ReminderChannel,
  type ReminderSetting,
} from '@lyp/shared/messages/message.schemas';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Skeleton, Switch, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../components/back-office/error-message';
import { QueryError } from '../../../components/feedback/query-error';
import { Can } from '../../../components/permission/can';
import { useSessionStore } from '../../../stores/session-store';
import { useFeedback } from '../../../lib/feedback';
import { reminderSettingsQuery, saveReminderSettings } from '../api/messages';

/** 提醒设置: for each kind of reminder, a site message, an SMS to the account's phone, or both. */
export function ReminderSettingsPage() {
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const canEdit = useSessionStore((state) =>
    state.button.some((button) => button.code === PERMISSIONS.reminderSettingsEdit.code),
  );
  const saved = useQuery(reminderSettingsQuery());
  const [edited, setEdited] = useState<ReminderSetting[]>();
  const settings = edited ?? saved.data ?? [];
  const save = useMutation({
    mutationFn: () => saveReminderSettings(settings),
    onSuccess: (next) => {
      queryClient.setQueryData(reminderSettingsQuery().queryKey, next);
      setEdited(undefined);
      void message.success('提醒设置已保存');
    },
    onError: (error) => void message.error(errorMessage(error)),
  });
  const toggle = (kind: MessageKind, channel: ReminderChannel, on: boolean) =>
    setEdited(settings.map((setting) => (setting.kind === kind ? { ...setting, [channel]: on } : setting)));

  const channelColumn = (
    channel: ReminderChannel,
    title: string,
  ): TableColumnsType<ReminderSetting>[number] => ({
    title,
    key: channel,
    // Narrow switch columns leave the labels room on a phone.
    width: 88,
    align: 'center',
    render: (_value, setting) => (
      <Switch
        aria-label={`${MESSAGE_KIND_LABELS[setting.kind]}：${title}`}
        checked={setting[channel]}
        disabled={!canEdit}
        onChange={(on) => toggle(setting.kind, channel, on)}
      />
    ),
  });

  if (saved.isError)
    return <QueryError variant="inline" error={saved.error} onRetry={() => void saved.refetch()} />;
  if (!saved.data) return <Skeleton active />;
  return (
    <Card
      variant="borderless"
      title="提醒设置"
      extra={
        <Can code={PERMISSIONS.reminderSettingsEdit.code}>
          <Button type="primary" disabled={!edited} loading={save.isPending} onClick={() => save.mutate()}>
            保存
          </Button>
        </Can>
      }
    >
      <Typography.Paragraph type="secondary">
        站内消息在页头的铃铛中查看；短信发送到账号绑定的手机号。关注标的时也可以单独关闭某个标的的开拍提醒。
      </Typography.Paragraph>
      <Table<ReminderSetting>
        rowKey="kind"
        pagination={false}
        dataSource={settings}
        columns={[
          { title: '提醒', key: 'kind', render: (_value, setting) => MESSAGE_KIND_LABELS[setting.kind] },
          channelColumn('site', '站内消息'),
          channelColumn('sms', '短信'),
        ]}
      />
    </Card>
  );
}
