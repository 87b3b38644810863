import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, ConfigProvider, Form, Input } from 'antd';
import { describe, expect, it } from 'vitest';
import { enValidateMessages, zhValidateMessages } from './form-messages';

describe('form messages', () => {
  it('ask in Chinese for a required field by its label', async () => {
    render(
      <ConfigProvider form={{ validateMessages: zhValidateMessages }}>
        <Form>
          <Form.Item name="phone" label="手机号" rules={[{ required: true }]}>
            <Input />
          </Form.Item>
          <Button htmlType="submit">提交</Button>
        </Form>
      </ConfigProvider>,
    );
    await userEvent.click(screen.getByRole('button'));
    expect(await screen.findByText('请输入手机号')).toBeInTheDocument();
  });

  it('carry the English set the spec names', () => {
    expect(enValidateMessages).toMatchObject({
      required: 'Please enter ${label}',
      whitespace: '${label} cannot be a blank character',
      enum: '${label} must be one of [${enum}]',
    });
    expect(enValidateMessages.types?.email).toBe('${label} is not a valid ${type}');
  });

  it('cover string, number and array lengths and ranges in both languages', () => {
    for (const messages of [zhValidateMessages, enValidateMessages]) {
      for (const group of ['string', 'number', 'array'] as const) {
        expect(Object.keys(messages[group] ?? {}).sort()).toEqual(['len', 'max', 'min', 'range']);
      }
      expect(messages.pattern?.mismatch).toBeTruthy();
      expect(messages.date?.format).toBeTruthy();
    }
  });
});
