import { maskPhone } from '@lyp/shared/common/fields';
import { Card, Col, Descriptions, Row, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useSessionStore } from '../../../stores/session-store';
import { loadProfile } from '../api/profile';
import { CompanyInfoCard } from './company-info-card';
import { FavouritesCard, ProfileCard } from './profile-cards';
import { TodoCard } from './todo-card';
import { TrendCards } from './trend-cards';
import { ModifyNameDialog } from './modify-name-dialog';
import { ModifyPhoneDialog } from './modify-phone-dialog';

/** The personal centre's home: who I am, my organisation, my starred pages; name and phone changes. */
export function PersonalHomePage() {
  const { userInfo, org } = useSessionStore();
  const [dialog, setDialog] = useState<'name' | 'phone' | null>(null);
  // The stored profile may be days old: a certification approved since then brings a real name.
  useEffect(() => {
    void loadProfile();
  }, []);

  return (
    <Space orientation="vertical" size={16} className="lyp-block">
      <ProfileCard onEdit={setDialog} />

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

      <FavouritesCard />

      <ModifyNameDialog
        open={dialog === 'name'}
        current={userInfo?.username ?? null}
        onClose={() => setDialog(null)}
      />
      <ModifyPhoneDialog open={dialog === 'phone'} onClose={() => setDialog(null)} />
    </Space>
  );
}
