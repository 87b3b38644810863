import { Layout } from 'antd';
import { Link, Outlet } from 'react-router';
import { Brand } from './brand';

/** Sign-in, sign-up and password pages: the brand, a short pitch and the form card. */
export function AuthLayout() {
  return (
    <Layout className="lyp-auth">
      <header className="lyp-auth__header">
        <Brand />
        <Link to="/">返回首页</Link>
      </header>
      <main className="lyp-auth__main">
        <section className="lyp-auth__pitch">
          <h2>公开、公平、公正的在线竞价</h2>
          <p>保证金在线缴纳，出价实时可见，成交确认书与合同一键生成。</p>
          <ul>
            <li>实名认证，交易双方身份可信</li>
            <li>服务器统一计时，延时竞价防止“秒杀”</li>
            <li>保证金全程托管，未成交即时释放</li>
          </ul>
        </section>
        <section className="lyp-auth__card">
          <Outlet />
        </section>
      </main>
      <footer className="lyp-auth__footer">© 2026 乐易拍在线竞价平台</footer>
    </Layout>
  );
}
