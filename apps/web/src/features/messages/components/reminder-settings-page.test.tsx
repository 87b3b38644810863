import { DEFAULT_REMINDER_CHANNELS, MESSAGE_KINDS } from '@lyp/shared/messages/message.schemas';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { okBody, renderAt, startApiStub } from '../../../../test/api-stub';
import { useSessionStore } from '../../../stores/session-store';
import { ReminderSettingsPage } from './reminder-settings-page';

const DEFAULTS = MESSAGE_KINDS.map((kind) => ({ kind, ...DEFAULT_REMINDER_CHANNELS[kind] }));

let stub: Awaited<ReturnType<typeof startApiStub>>;
beforeAll(async () => {
  stub = await startApiStub({
    '/messageConfig/get': () => okBody(DEFAULTS),
    '/messageConfig/save': (request) =>
      okBody((request.body as { settings: unknown[] }).settings, '提醒设置已保存'),
  });
});
afterAll(() => stub.close());
beforeEach(() => {
  stub.requests.length = 0;
  useSessionStore.setState({
    button: [
      { id: 1, code: PERMISSIONS.reminderSettingsEdit.code, name: PERMISSIONS.reminderSettingsEdit.label },
    ],
  });
});

// antd renders slowly in jsdom on a busy shared machine.
describe('提醒设置', { timeout: 30_000 }, () => {
  it('shows each reminder’s channels and saves a change', async () => {
    const user = userEvent.setup();
    renderAt('/personalcenter/reminderSettings', <ReminderSettingsPage />);
    const sms = await screen.findByRole('switch', { name: '货款付款期限剩 24 小时：短信' });
    expect(sms).not.toBeChecked();
    expect(screen.getByRole('switch', { name: '货款付款期限剩 2 小时：短信' })).toBeChecked();
    expect(screen.getByRole('button', { name: /保\s*存/ })).toBeDisabled();

    await user.click(sms);
    await user.click(screen.getByRole('switch', { name: '保证金已退还：站内消息' }));
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(stub.sentTo('/messageConfig/save')).toHaveLength(1));
    const [sent] = stub.sentTo('/messageConfig/save') as Array<{ settings: Array<{ kind: string }> }>;
    expect(sent!.settings.find((setting) => setting.kind === 'payment_due_24h')).toEqual({
      kind: 'payment_due_24h',
      site: true,
      sms: true,
    });
    expect(sent!.settings.find((setting) => setting.kind === 'deposit_returned')).toMatchObject({
      site: false,
    });
    expect(await screen.findByText('提醒设置已保存')).toBeInTheDocument();
  });

  it('shows the settings but no way to change them without 修改提醒设置', async () => {
    useSessionStore.setState({ button: [] });
    renderAt('/personalcenter/reminderSettings', <ReminderSettingsPage />);
    expect(await screen.findByRole('switch', { name: '订单逾期未付款：短信' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /保\s*存/ })).toBeNull();
  });
});
