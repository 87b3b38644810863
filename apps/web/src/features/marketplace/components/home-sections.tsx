import { RightOutlined } from '@ant-design/icons';
import { formatFen } from '@lyp/shared/format/currency';
import { formatTimestamp } from '@lyp/shared/format/timestamp';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LightButton } from '../../../components/light-button/light-button';
import { ROUTES } from '../../../config/paths';
import { homeBulletinsQuery, homeFiguresQuery, homeShelfQuery } from '../api/market-queries';
import { bulletinPath } from '../lib/market-links';
import { LotCard } from './lot-card';

function Section(props: { title: string; more?: { to: string; label: string }; children: ReactNode }) {
  return (
    <section className="lyp-home-section" aria-label={props.title}>
      <div className="lyp-home-section__head">
        <h2>{props.title}</h2>
        {props.more ? (
          <Link to={props.more.to}>
            {props.more.label} <RightOutlined />
          </Link>
        ) : null}
      </div>
      {props.children}
    </section>
  );
}

/** Cards in the first row of the wide layout: the first shelf's are in the first screenful. */
const FIRST_ROW = 4;

/** A row of lots from the search: bidding now (ending soonest first) or opening soon. */
export function LotShelf(props: { title: string; status: 'bidding' | 'upcoming'; empty: string }) {
  const lots = useQuery({
    ...homeShelfQuery(props.status),
    // The shelves follow the market: new bids and lots opening show up without a reload.
    refetchInterval: 15_000,
  });
  return (
    <Section
      title={props.title}
      more={{ to: `${ROUTES.moreBid.path}?status=${props.status}`, label: '查看更多' }}
    >
      {lots.isError ? (
        <p className="lyp-empty-note">标的加载失败，请稍后刷新</p>
      ) : !lots.data ? (
        <div className="lyp-placeholder" style={{ height: 240 }} aria-label="加载中" />
      ) : lots.data.records.length === 0 ? (
        <p className="lyp-empty-note">{props.empty}</p>
      ) : (
        <div className="lyp-lot-grid">
          {lots.data.records.map((lot, index) => (
            <LotCard lot={lot} key={lot.id} eager={props.status === 'bidding' && index < FIRST_ROW} />
          ))}
        </div>
      )}
    </Section>
  );
}

/** The platform's figures (detail numbers). */
export function HomeFigures() {
  const figures = useQuery({ ...homeFiguresQuery(), refetchInterval: 60_000 });
  const items: Array<{ title: string; value: ReactNode }> = figures.data
    ? [
        { title: '正在竞价', value: figures.data.biddingLots },
        { title: '即将开始', value: figures.data.upcomingLots },
        { title: '已成交标的', value: figures.data.soldLots },
        { title: '累计成交额', value: formatFen(figures.data.soldAmountFen) },
        { title: '已发布公告', value: figures.data.publishedBulletins },
        { title: '注册用户', value: figures.data.registeredUsers },
      ]
    : [];
  return (
    <section className="lyp-panel lyp-figures" aria-label="平台数据">
      {figures.data ? (
        <dl className="lyp-figures__grid">
          {items.map((item) => (
            <div key={item.title}>
              <dt>{item.title}</dt>
              <dd>{item.value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <div className="lyp-placeholder" style={{ height: 56 }} aria-label="加载中" />
      )}
    </section>
  );
}

/** The newest published bulletins (公告). */
export function LatestBulletins() {
  const bulletins = useQuery(homeBulletinsQuery());
  return (
    <Section title="最新公告" more={{ to: ROUTES.moreNotice.path, label: '更多公告' }}>
      <div className="lyp-panel">
        {bulletins.isLoading ? (
          <div className="lyp-placeholder" style={{ height: 240 }} aria-label="加载中" />
        ) : (bulletins.data ?? []).length === 0 ? (
          <p className="lyp-empty-note">暂无数据</p>
        ) : (
          <ul className="lyp-bulletin-list">
            {(bulletins.data ?? []).slice(0, 6).map((bulletin) => (
              <li key={bulletin.id}>
                <div>
                  <Link to={bulletinPath(bulletin.id)}>{bulletin.title}</Link>
                  <div className="lyp-bulletin-list__meta">
                    {bulletin.sellerName} · {bulletin.lots.length} 个标的
                  </div>
                </div>
                <time className="lyp-bulletin-list__time">
                  {bulletin.publishedAt ? formatTimestamp(new Date(bulletin.publishedAt)) : ''}
                </time>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Section>
  );
}

/** The way to certification, for visitors and for signed-in users alike. */
export function CertifyBanner(props: { onCertify(): void }) {
  return (
    <section className="lyp-panel lyp-certify-banner">
      <div>
        <h2>完成实名认证，即可缴纳保证金参与竞价</h2>
        <p>个人认证需身份证件，企业认证需营业执照；审核通过后即可参与全部公开竞价。</p>
      </div>
      <LightButton type="primary" size="large" onClick={props.onCertify}>
        立即认证
      </LightButton>
    </section>
  );
}
