import { SafetyOutlined } from '@ant-design/icons';
import { smsCodeSchema, phoneSchema } from '@lyp/shared/common/fields';
import type { SmsType } from '@lyp/shared/sms/sms.schemas';
import { Button, Form, Input, Space, type FormInstance } from 'antd';
import { useId, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { zodRule } from '../../../lib/form-rules';
import { sendSmsCode } from '../api/sms-code';
import { useSmsCountdown } from '../hooks/use-sms-countdown';
import { useFeedback } from '../../../lib/feedback';

/**
 * The code field with its send button: the button checks the phone field, asks for a code
 * of the given type and counts down 60 seconds before the next one.
 */
export function SmsCodeField({
  form,
  type,
  phoneField = 'phone',
  label = '验证码',
}: {
  form: FormInstance;
  type: SmsType;
  phoneField?: string;
  label?: string;
}) {
  const { message } = useFeedback();
  const inputId = useId();
  const countdown = useSmsCountdown();
  const [sending, setSending] = useState(false);

  const send = async () => {
    try {
      await form.validateFields([phoneField]);
    } catch {
      return;
    }
    const phone = phoneSchema.parse(form.getFieldValue(phoneField));
    setSending(true);
    try {
      const answer = await sendSmsCode(phone, type);
      void message.success(answer.msg);
      countdown.start(answer.data.resendAfterSeconds);
    } catch (error) {
      void message.error((error as Error).message);
      // Too soon after the last code: count down what the server says is left.
      const wait = error instanceof ApiError ? error.body?.retryAfterSeconds : undefined;
      if (wait !== undefined && error instanceof ApiError && error.body?.error === 'SMS_SEND_TOO_FREQUENT') {
        countdown.start(wait);
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <Form.Item label={label} required htmlFor={inputId}>
      <Space.Compact block>
        <Form.Item name="code" noStyle rules={[zodRule(smsCodeSchema)]}>
          <Input
            id={inputId}
            prefix={<SafetyOutlined />}
            placeholder="6 位验证码"
            maxLength={6}
            inputMode="numeric"
            autoComplete="one-time-code"
          />
        </Form.Item>
        <Button
          onClick={() => void send()}
          loading={sending}
          disabled={countdown.running}
          style={{ minWidth: 128 }}
        >
          {countdown.running ? `${countdown.remaining} 秒后重新获取` : '获取验证码'}
        </Button>
      </Space.Compact>
    </Form.Item>
  );
}
