import '../styles/lots.css';
import '../styles/home.css';
import {
  FieldTimeOutlined,
  FileProtectOutlined,
  SafetyCertificateOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LightButton } from '../../../components/light-button/light-button';
import { ROUTES } from '../../../config/paths';
import { useSessionStore } from '../../../stores/session-store';
import { HomeBanners } from './home-banners';
import { CertifyBanner, HomeFigures, LatestBulletins, LotShelf } from './home-sections';

const HIGHLIGHTS = [
  {
    icon: <SafetyCertificateOutlined />,
    title: '实名认证',
    text: '个人与企业认证均经人工审核，交易双方身份真实可信。',
  },
  {
    icon: <ThunderboltOutlined />,
    title: '实时出价',
    text: '出价即时推送到每位竞买人，支持设置最高价由系统代理出价。',
  },
  {
    icon: <FieldTimeOutlined />,
    title: '延时竞价',
    text: '结束前 5 分钟内出价自动顺延，杜绝最后一秒“秒杀”。',
  },
  {
    icon: <FileProtectOutlined />,
    title: '成交保障',
    text: '保证金托管，成交确认书与三方合同在线生成，未成交保证金即时释放。',
  },
];

const STEPS = ['注册账号', '实名认证', '缴纳保证金', '参与竞价', '成交付款', '提货结算'];

/** 首页: search, the platform's figures, lots bidding now and opening soon, latest bulletins. */
export function HomePage() {
  const navigate = useNavigate();
  const signedIn = useSessionStore((state) => state.token !== null);
  const [keyword, setKeyword] = useState('');
  // Certification needs an account: visitors sign in first and come back to it.
  const certify = () =>
    void navigate(signedIn ? ROUTES.certify.path : ROUTES.login.path, {
      state: { from: ROUTES.certify.path },
    });
  const search = (value: string) => {
    const query = value.trim();
    void navigate(query ? `${ROUTES.moreBid.path}?q=${encodeURIComponent(query)}` : ROUTES.moreBid.path);
  };
  return (
    <>
      <HomeBanners onCertify={certify} />
      <div className="lyp-container lyp-page">
        <div className="lyp-home-search">
          <form
            role="search"
            className="lyp-search-box"
            onSubmit={(event) => {
              event.preventDefault();
              search(keyword);
            }}
          >
            <input
              type="search"
              aria-label="搜索标的"
              placeholder="搜索标的名称、公告或委托方，如：废钢、叉车"
              value={keyword}
              onChange={(event) => setKeyword(event.target.value)}
            />
            <LightButton type="primary" size="large" htmlType="submit">
              搜索
            </LightButton>
          </form>
        </div>
        <HomeFigures />
        <LotShelf title="正在竞价" status="bidding" empty="当前没有正在竞价的标的" />
        <LotShelf title="即将开始" status="upcoming" empty="暂无即将开始的标的" />
        <div className="lyp-home-columns">
          <div>
            <LatestBulletins />
          </div>
          <div>
            <section className="lyp-home-section" aria-label="竞买流程">
              <div className="lyp-home-section__head">
                <h2>竞买流程</h2>
              </div>
              <div className="lyp-panel">
                <ol className="lyp-steps lyp-steps--vertical">
                  {STEPS.map((step, index) => (
                    <li key={step}>
                      <span className="lyp-steps__number">{index + 1}</span>
                      {step}
                    </li>
                  ))}
                </ol>
              </div>
            </section>
          </div>
        </div>
        <CertifyBanner onCertify={certify} />
        <div className="lyp-highlights">
          {HIGHLIGHTS.map((item) => (
            <div className="lyp-panel" key={item.title}>
              <div className="lyp-highlight__icon">{item.icon}</div>
              <h3>{item.title}</h3>
              <p className="lyp-muted">{item.text}</p>
            </div>
          ))}
        </div>
      </div>
    </>
  );
}
