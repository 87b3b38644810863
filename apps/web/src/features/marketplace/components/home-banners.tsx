import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ROUTES } from '../../../config/paths';

interface Banner {
  title: string;
  lead: string;
  tone: 'steel' | 'jade' | 'amber';
  action: { label: string; to: string } | 'certify';
}

/**
 * The home carousel. Until banners are managed in the back office (轮播图管理), the platform's
 * own three: what it is, how to start, and what is bidding now.
 */
const BANNERS: readonly Banner[] = [
  {
    title: '公开透明的在线竞价平台',
    lead: '废旧物资、二手设备、机动车与房产土地，一站式发布、竞价与成交。',
    tone: 'steel',
    action: { label: '浏览竞价', to: ROUTES.moreBid.path },
  },
  {
    title: '实名认证后即可参与竞价',
    lead: '保证金由平台托管，未成交即时释放退还；成交确认书与合同在线生成。',
    tone: 'jade',
    action: 'certify',
  },
  {
    title: '正在竞价，出价实时推送',
    lead: '结束前 5 分钟内出价自动延时，可设置最高价由系统代理出价。',
    tone: 'amber',
    action: { label: '查看正在竞价', to: `${ROUTES.moreBid.path}?status=bidding` },
  },
];

const ROTATE_MS = 6000;

/** A light rotator (no carousel library: the home page's first load stays small). */
export function HomeBanners(props: { onCertify(): void }) {
  const navigate = useNavigate();
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused) return;
    const timer = setInterval(() => setCurrent((index) => (index + 1) % BANNERS.length), ROTATE_MS);
    return () => clearInterval(timer);
  }, [paused]);
  const { action, ...banner } = BANNERS[current]!;

  return (
    <section
      className={`lyp-hero lyp-hero--${banner.tone}`}
      aria-roledescription="轮播"
      aria-label="平台公告轮播"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
    >
      <div className="lyp-container" aria-live={paused ? 'polite' : 'off'}>
        <h1 className="lyp-hero__title">{banner.title}</h1>
        <p className="lyp-hero__lead">{banner.lead}</p>
        {action === 'certify' ? (
          <Button type="primary" size="large" onClick={props.onCertify}>
            立即认证
          </Button>
        ) : (
          <Button type="primary" size="large" onClick={() => void navigate(action.to)}>
            {action.label}
          </Button>
        )}
        <div className="lyp-hero__dots" role="group" aria-label="切换轮播">
          {BANNERS.map((item, index) => (
            <button
              type="button"
              key={item.title}
              className={index === current ? 'is-active' : undefined}
              aria-label={`第 ${index + 1} 张：${item.title}`}
              aria-pressed={index === current}
              onClick={() => setCurrent(index)}
            />
          ))}
        </div>
      </div>
    </section>
  );
}
