import {
  MEMBER_BAR_REASONS,
  MEMBER_UNBAR_REASONS,
  memberBarBodySchema,
  type MemberRow,
} from '@lyp/shared/system/member.schemas';
import { Form, Typography } from 'antd';
import { FormModal, rulesFrom } from '../../../components/back-office';
import { ReasonField } from '../../../components/back-office/reason-field';
import { barMember } from '../api/members-api';
import { memberName } from './member-columns';

/** Who is being barred or unbarred; `barred` is what they become. */
export interface BarTarget {
  member: MemberRow;
  barred: boolean;
}

/** 禁用 / 启用 a member with the reason the operation log keeps (2–500 characters). */
export function BarMemberModal({
  target,
  onClose,
  onDone,
}: {
  target: BarTarget | undefined;
  onClose: () => void;
  onDone: () => Promise<unknown>;
}) {
  const barring = target?.barred ?? true;
  return (
    <FormModal<{ reason: string }>
      name="member_bar"
      title={barring ? '禁用会员' : '启用会员'}
      open={target !== undefined}
      onClose={onClose}
      okText={barring ? '确定禁用' : '确定启用'}
      successMessage={barring ? '会员已禁用' : '会员已启用'}
      onSubmit={async ({ reason }) => {
        await barMember({ userId: target!.member.id, barred: barring, reason: reason.trim() });
        await onDone();
      }}
    >
      {target && (
        <Typography.Paragraph>
          {barring
            ? `禁用后“${memberName(target.member)}”（${target.member.phone}）立即退出登录，且不能登录和出价，直到重新启用。`
            : `启用后“${memberName(target.member)}”（${target.member.phone}）可重新登录。`}
        </Typography.Paragraph>
      )}
      <Form.Item
        name="reason"
        label={barring ? '禁用原因' : '启用原因'}
        rules={rulesFrom(memberBarBodySchema, 'reason')}
      >
        <ReasonField
          suggestions={barring ? MEMBER_BAR_REASONS : MEMBER_UNBAR_REASONS}
          placeholder="请填写原因，将记入操作日志"
        />
      </Form.Item>
    </FormModal>
  );
}
