import { EditOutlined, MobileOutlined, StarOutlined } from '@ant-design/icons';
import { Avatar, Button, Card, Empty, Space, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useSessionStore } from '../../../stores/session-store';
import { avatarLetter } from '../lib/avatar-letter';

/** Who I am and for which organisation, with the name and phone changes. */
export function ProfileCard({ onEdit }: { onEdit: (dialog: 'name' | 'phone') => void }) {
  const { uName, orgName, org, dictOrg } = useSessionStore();
  const currentOrg = org.find((entry) => entry.isCurrent);
  const orgTypeLabel = dictOrg.find((option) => option.value === currentOrg?.orgType)?.label;
  return (
    <Card variant="borderless">
      <div className="lyp-profile">
        <Avatar size={64} className="lyp-profile__avatar">
          {avatarLetter(uName)}
        </Avatar>
        <div className="lyp-profile__text">
          <Typography.Title level={4}>您好，{uName}</Typography.Title>
          <Space wrap>
            <Tag color="red">{orgName || '未加入组织'}</Tag>
            {orgTypeLabel && <Tag>{orgTypeLabel}</Tag>}
          </Space>
        </div>
        <Space wrap className="lyp-profile__actions">
          <Button icon={<EditOutlined />} onClick={() => onEdit('name')}>
            修改用户名
          </Button>
          <Button icon={<MobileOutlined />} onClick={() => onEdit('phone')}>
            更换手机号
          </Button>
        </Space>
      </div>
    </Card>
  );
}

/** 我的收藏: the pages starred in the side menu, one click each. */
export function FavouritesCard() {
  const navigate = useNavigate();
  const favourites = useSessionStore((state) => state.MenuCollect);
  return (
    <Card title="我的收藏" variant="borderless">
      {favourites.length > 0 ? (
        <Space wrap>
          {favourites.map((favourite) => (
            <Button
              key={favourite.menuId}
              icon={<StarOutlined />}
              onClick={() => favourite.path && void navigate(favourite.path)}
            >
              {favourite.name}
            </Button>
          ))}
        </Space>
      ) : (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description="暂无收藏：在左侧菜单中点击星标，常用功能就会出现在这里"
        />
      )}
    </Card>
  );
}
