import type { HomeBanner } from '@lyp/shared/system/banner.schemas';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { LightButton } from '../../../components/light-button/light-button';
import { ROUTES } from '../../../config/paths';
import { homeBannersQuery } from '../api/banners-api';
import { BANNER } from '../lib/picture-sizes';
import { PUBLIC_FILE_LINKS, pictureProps } from './file-links';

interface Slide {
  title: string;
  lead: string;
  tone: 'steel' | 'jade' | 'amber';
  action: { label: string; to: string } | 'certify';
}

/**
 * The platform's own three slides (what it is, how to start, what is bidding now): shown
 * while no banner of 轮播图管理 is enabled and in its period, or when they cannot be read.
 */
const DEFAULT_SLIDES: readonly Slide[] = [
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

/** Paths open inside the site; https addresses in a new tab; anything else is no link at all. */
function SlideLink(props: { href: string | null; children: ReactNode }) {
  const { href, children } = props;
  if (href?.startsWith('/') && !href.startsWith('//')) return <Link to={href}>{children}</Link>;
  if (href && /^https:\/\//i.test(href))
    return (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  return children;
}

/**
 * The home carousel: the enabled banners of 轮播图管理, else the platform's own slides.
 * A light rotator (no carousel library: the home page's first load stays small).
 */
export function HomeBanners(props: { onCertify(): void }) {
  const navigate = useNavigate();
  const managed = useQuery(homeBannersQuery());
  const banners: HomeBanner[] = managed.data ?? [];
  const count = banners.length || DEFAULT_SLIDES.length;
  const [chosen, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setInterval(() => setCurrent((index) => (index + 1) % count), ROTATE_MS);
    return () => clearInterval(timer);
  }, [paused, count]);
  // The list may shrink under the index (a banner's period ended between two visits).
  const current = chosen % count;
  const banner = banners[current];
  const { action, ...slide } = DEFAULT_SLIDES[current] ?? DEFAULT_SLIDES[0]!;
  const titles = (banner ? banners : DEFAULT_SLIDES).map((item) => item.title);

  return (
    <section
      className={`lyp-hero ${banner ? 'lyp-hero--image' : `lyp-hero--${slide.tone}`}`}
      aria-roledescription="轮播"
      aria-label="平台公告轮播"
      aria-busy={managed.isPending}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
    >
      {banner && (
        <SlideLink href={banner.linkUrl}>
          <img {...pictureProps(PUBLIC_FILE_LINKS, banner.imageFileId, BANNER)} alt={banner.title} />
        </SlideLink>
      )}
      {!managed.isPending && (
        <div className={banner ? 'lyp-hero__caption' : undefined}>
          <div className="lyp-container" aria-live={paused ? 'polite' : 'off'}>
            <h1 className="lyp-hero__title">{banner ? banner.title : slide.title}</h1>
            {!banner && (
              <>
                <p className="lyp-hero__lead">{slide.lead}</p>
                <LightButton
                  type="primary"
                  size="large"
                  onClick={action === 'certify' ? props.onCertify : () => void navigate(action.to)}
                >
                  {action === 'certify' ? '立即认证' : action.label}
                </LightButton>
              </>
            )}
            <div className="lyp-hero__dots" role="group" aria-label="切换轮播">
              {titles.map((title, index) => (
                <button
                  type="button"
                  key={index}
                  className={index === current ? 'is-active' : undefined}
                  aria-label={`第 ${index + 1} 张：${title}`}
                  aria-pressed={index === current}
                  onClick={() => setCurrent(index)}
                />
              ))}
            </div>
          </div>
        </div>
      )}
    </section>
  );
}
