import { EditOutlined, MobileOutlined, StarOutlined } from '@ant-design/icons';
import { maskPhone } from '@lyp/shared/common/fields';
import { Avatar, Button, Card, Col, Descriptions, Empty, Row, Space, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSessionStore } from '../../../stores/session-store';
import { loadProfile } from '../api/profile';
import { avatarLetter } from '../lib/avatar-letter';
import { CompanyInfoCard } from './company-info-card';
import { TodoCard } from './todo-card';
import { TrendCards } from './trend-cards';
import { ModifyNameDialog } from './modify-name-dialog';
import { ModifyPhoneDialog } from './modify-phone-dialog';

/** The personal centre's home: who I am, my organisation, my starred pages; name and phone changes. */
export function PersonalHomePage() {
  const navigate = useNavigate();
  const { uName, userInfo, orgName, org, MenuCollect: favourites, dictOrg } = useSessionStore();
  const [dialog, setDialog] = useState<'name' | 'phone' | null>(null);
  // The stored profile may be days old: a certification approved since then brings a real name.
  useEffect(() => {
    void loadProfile();
  }, []);
  const currentOrg = org.find((entry) => entry.isCurrent);
  const orgTypeLabel = dictOrg.find((option) => option.value === currentOrg?.orgType)?.label;

  return (
    <Space orientation="vertical" size={16} className="lyp-block">
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
            <Button icon={<EditOutlined />} onClick={() => setDialog('name')}>
              修改用户名
            </Button>
            <Button icon={<MobileOutlined />} onClick={() => setDialog('phone')}>
              更换手机号
            </Button>
          </Space>
        </div>
      </Card>

      <TodoCard />

      <TrendCards />

      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card title="账号信息" variant="borderless" className="lyp-fill">
            <Descriptions column={1} size="small">
              <Descriptions.Item label="用户名">
                {userInfo?.username ?? '未设置（可使用手机号登录）'}
              </Descriptions.Item>
              <Descriptions.Item label="真实姓名">{userInfo?.actualName ?? '未实名认证'}</Descriptions.Item>
              <Descriptions.Item label="手机号">
                {userInfo ? maskPhone(userInfo.phone) : '—'}
              </Descriptions.Item>
              <Descriptions.Item label="所属组织">
                {org.map((entry) => entry.orgName).join('、') || '—'}
              </Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <CompanyInfoCard />
        </Col>
      </Row>

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

      <ModifyNameDialog
        open={dialog === 'name'}
        current={userInfo?.username ?? null}
        onClose={() => setDialog(null)}
      />
      <ModifyPhoneDialog open={dialog === 'phone'} onClose={() => setDialog(null)} />
    </Space>
  );
}
