import { optionalText, requiredText } from '@lyp/shared/common/fields';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Input } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../lib/api-client';
import { FormModal } from './form-modal';
import { rulesFrom } from './rules-from';
import { FeedbackApp } from '../../../test/feedback-app';

const roleSchema = z.object({
  name: requiredText('角色名称', 10),
  code: requiredText('角色编码', 30),
  remark: optionalText('备注', 200),
});
type RoleForm = z.infer<typeof roleSchema>;

function renderModal({
  onSubmit = () => Promise.resolve(),
  onClose = () => {},
  remarkRequired,
}: {
  onSubmit?: (values: RoleForm) => Promise<unknown>;
  onClose?: () => void;
  remarkRequired?: boolean;
} = {}) {
  return render(
    <FeedbackApp>
      <FormModal<RoleForm> title="新增角色" open onClose={onClose} onSubmit={onSubmit}>
        <Form.Item name="name" label="角色名称" rules={rulesFrom(roleSchema, 'name')}>
          <Input />
        </Form.Item>
        <Form.Item name="code" label="角色编码" rules={rulesFrom(roleSchema, 'code')}>
          <Input />
        </Form.Item>
        <Form.Item
          name="remark"
          label="备注"
          rules={rulesFrom(roleSchema, 'remark', { required: remarkRequired })}
        >
          <Input />
        </Form.Item>
      </FormModal>
    </FeedbackApp>,
  );
}

const formItemOf = (label: string) => screen.getByLabelText(label).closest('.ant-form-item');
const ok = () => userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));

/** Types by pasting: one input event, not one per character (antd in jsdom is slow). */
async function fill(input: HTMLElement, text: string) {
  await userEvent.click(input);
  await userEvent.paste(text);
}

// antd renders slowly in jsdom on a busy shared machine.
describe('<FormModal>', { timeout: 20_000 }, () => {
  it('checks fields with the shared schema’s Chinese messages before sending anything', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    renderModal({ onSubmit });

    await fill(screen.getByLabelText('角色名称'), '一个超过十个字的很长的角色名称');
    await ok();

    expect(await screen.findByText('角色名称不能超过 10 个字符')).toBeInTheDocument();
    await waitFor(() => expect(formItemOf('角色编码')).toHaveTextContent('请输入角色编码'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('marks a field required by the schema and lets an optional one stay empty', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    renderModal({ onSubmit });

    expect(formItemOf('角色名称')?.querySelector('.ant-form-item-required')).not.toBeNull();
    expect(formItemOf('备注')?.querySelector('.ant-form-item-required')).toBeNull();
    await fill(screen.getByLabelText('角色名称'), '审核员');
    await fill(screen.getByLabelText('角色编码'), 'auditor');
    await ok();

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });

  it('asks for an optional field with spec §5’s 请输入{label} when the form requires it', async () => {
    renderModal({ remarkRequired: true });
    await ok();
    expect(await screen.findByText('请输入备注')).toBeInTheDocument();
  });

  it('calls onSubmit with the values, then closes', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const onClose = vi.fn();
    renderModal({ onSubmit, onClose });

    await fill(screen.getByLabelText('角色名称'), '审核员');
    await fill(screen.getByLabelText('角色编码'), 'auditor');
    await fill(screen.getByLabelText('备注'), '负责审核');
    await ok();

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({ name: '审核员', code: 'auditor', remark: '负责审核' });
  });

  it('puts the server’s field messages under the fields they name and stays open', async () => {
    const onClose = vi.fn();
    const onSubmit = () =>
      Promise.reject(
        new ApiError('角色编码已被使用', 400, {
          code: 1,
          msg: '角色编码已被使用',
          error: 'VALIDATION_FAILED',
          fields: [{ field: 'code', msg: '角色编码已被使用' }],
        }),
      );
    renderModal({ onSubmit, onClose });

    await fill(screen.getByLabelText('角色名称'), '审核员');
    await fill(screen.getByLabelText('角色编码'), 'admin');
    await ok();

    await waitFor(() => expect(formItemOf('角色编码')).toHaveTextContent('角色编码已被使用'));
    expect(formItemOf('角色名称')).not.toHaveTextContent('角色编码已被使用');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows a failure that names no field as a message', async () => {
    renderModal({ onSubmit: () => Promise.reject(new ApiError('无权访问', 403)) });

    await fill(screen.getByLabelText('角色名称'), '审核员');
    await fill(screen.getByLabelText('角色编码'), 'auditor');
    await ok();

    expect(await screen.findByText('无权访问')).toBeInTheDocument();
  });

  it('is 520 wide, the spec’s modal width', () => {
    renderModal();
    const dialog = screen.getByRole('dialog').closest('.ant-modal') as HTMLElement;
    expect(dialog.style.width).toBe('520px');
  });
});
