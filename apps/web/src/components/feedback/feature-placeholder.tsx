import { ClockCircleOutlined } from '@ant-design/icons';
import { Button, Card, Result, Space } from 'antd';
import { useNavigate } from 'react-router';

export interface FeaturePlaceholderProps {
  title: string;
  description: string;
  /** Where "back" goes: the home page or the personal centre. */
  backTo: { path: string; label: string };
}

/** A page whose feature comes in a later release: says what it will be, never a blank screen. */
export function FeaturePlaceholder({ title, description, backTo }: FeaturePlaceholderProps) {
  const navigate = useNavigate();
  return (
    <Card variant="borderless" style={{ minHeight: 420 }}>
      <Result
        icon={<ClockCircleOutlined style={{ color: 'var(--lyp-brand)' }} />}
        title={`${title}功能即将上线`}
        subTitle={description}
        extra={
          <Space wrap>
            <Button type="primary" onClick={() => void navigate(backTo.path)}>
              {backTo.label}
            </Button>
            <Button onClick={() => void navigate(-1)}>返回上一页</Button>
          </Space>
        }
      />
    </Card>
  );
}
