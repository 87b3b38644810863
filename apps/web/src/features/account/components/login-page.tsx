import { Tabs, Typography } from 'antd';
import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { ROUTES } from '../../../config/paths';
import { useSignIn } from '../hooks/use-sign-in';
import { AccountLoginForm, MobileLoginForm } from './login-forms';

/** Sign-in with an account and password, or with a phone and an SMS code. */
export function LoginPage() {
  const location = useLocation();
  const [params] = useSearchParams();
  const state = location.state as { from?: string; username?: string } | null;
  // Where the user was going: from a link's state, or from ?redirect= after a session ended.
  const signIn = useSignIn(state?.from ?? params.get('redirect'));
  const [tab, setTab] = useState<'account' | 'mobile'>('account');

  return (
    <div className="lyp-auth-form">
      <Typography.Title level={3}>欢迎登录</Typography.Title>
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as 'account' | 'mobile')}
        items={[
          {
            key: 'account',
            label: '账号登录',
            children: <AccountLoginForm signIn={signIn} username={state?.username ?? ''} />,
          },
          {
            key: 'mobile',
            label: '手机登录',
            children: <MobileLoginForm signIn={signIn} />,
          },
        ]}
      />
      <div className="lyp-auth-form__links">
        <Link to={ROUTES.forgetPassword.path}>忘记密码？</Link>
        <span>
          还没有账号？<Link to={ROUTES.signup.path}>立即注册</Link>
        </span>
      </div>
    </div>
  );
}
