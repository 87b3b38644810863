import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Can } from '../../../components/permission/can';

/**
 * An integration page's title and what it is for on the left (a long intro wraps in its column),
 * its toolbar on the right: 刷新 and the button that adds one. On a phone the toolbar goes under.
 */
export function IntegrationHeader({
  title,
  intro,
  refreshing,
  onRefresh,
  create,
}: {
  title: string;
  intro: ReactNode;
  refreshing: boolean;
  onRefresh: () => void;
  /** Shown to holders of `code`; disabled while the caller may not manage (the refusal says why). */
  create: { code: string; label: string; disabled: boolean; onClick: () => void };
}) {
  return (
    <Flex justify="space-between" align="center" wrap gap="8px 24px">
      <div className="lyp-integrations__heading">
        <Typography.Title level={5} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        <Typography.Text type="secondary" className="lyp-integrations__intro">
          {intro}
        </Typography.Text>
      </div>
      <Flex gap={8} wrap className="lyp-integrations__toolbar">
        <Button icon={<ReloadOutlined />} onClick={onRefresh} loading={refreshing}>
          刷新
        </Button>
        <Can code={create.code}>
          <Button type="primary" icon={<PlusOutlined />} disabled={create.disabled} onClick={create.onClick}>
            {create.label}
          </Button>
        </Can>
      </Flex>
    </Flex>
  );
}
