import { UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { ROUTES } from '../../config/paths';
import { LightButton } from '../light-button/light-button';
import { useSessionStore } from '../../stores/session-store';

/** The public header's right side: sign-in and sign-up, or the way into the personal centre. */
export function PublicAccountEntry() {
  const navigate = useNavigate();
  const token = useSessionStore((state) => state.token);
  const uName = useSessionStore((state) => state.uName);

  if (token) {
    return (
      <LightButton
        type="primary"
        icon={<UserOutlined />}
        onClick={() => void navigate(ROUTES.personalCenter.path)}
      >
        {uName ? `${uName} · 个人中心` : '个人中心'}
      </LightButton>
    );
  }
  return (
    <div className="lyp-btn-row">
      <LightButton onClick={() => void navigate(ROUTES.login.path)}>登录</LightButton>
      <LightButton type="primary" onClick={() => void navigate(ROUTES.signup.path)}>
        免费注册
      </LightButton>
    </div>
  );
}
