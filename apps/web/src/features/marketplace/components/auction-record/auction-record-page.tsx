import '../../styles/lot-detail.css';
import '../../styles/auction-record.css';
import { BIDDING_MODE_LABELS } from '@lyp/shared/auction/auction-formats';
import type { AuctionRecord } from '@lyp/shared/auction/auction-record.schemas';
import { formatFen } from '@lyp/shared/format/currency';
import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Paragraph, Title } from '../../../../components/typography/plain-typography';
import { ROUTES } from '../../../../config/paths';
import { auctionRecordExportUrl, auctionRecordQuery } from '../../api/auction-record-api';
import { useIdParam } from '../../hooks/use-id-param';
import { checkAuctionRecord, type RecordCheck } from '../../lib/auction-record-verify';
import { lotPath } from '../../lib/market-links';
import { HomeTrail } from '../home-trail';
import { when } from '../lot-detail-parts';
import { PageLoading, PageProblem } from '../page-states';
import { CopyHashButton } from './copy-hash-button';
import { RecordTable } from './record-table';

/** 竞价记录核验: a closed lot's record, fetched from the server and checked here, in the browser. */
export function AuctionRecordPage() {
  const { id, valid } = useIdParam('lotId');
  const record = useQuery({ ...auctionRecordQuery(id), enabled: valid });
  if (!valid || record.isError) {
    return (
      <PageProblem
        status={record.error && 'status' in record.error && record.error.status === 409 ? 'warning' : '404'}
        title="无法查看竞价记录"
        subTitle={record.error?.message ?? '链接中缺少标的编号。'}
        way={
          valid ? { to: lotPath(id), label: '返回标的' } : { to: ROUTES.moreBid.path, label: '查看更多竞价' }
        }
        error={record.error}
        onRetry={() => void record.refetch()}
      />
    );
  }
  if (!record.data) return <PageLoading rows={12} />;
  return <RecordView record={record.data} />;
}

function RecordView({ record }: { record: AuctionRecord }) {
  // The check is kept with the record it was made for: a reloaded record is checked afresh.
  const [done, setDone] = useState<{ record: AuctionRecord; check: RecordCheck } | null>(null);
  useEffect(() => {
    let current = true;
    if (record.verifiable)
      void checkAuctionRecord(record).then((check) => current && setDone({ record, check }));
    return () => {
      current = false;
    };
  }, [record]);
  const check = done?.record === record ? done.check : null;
  return (
    <div className="lyp-container lyp-page lyp-record-page">
      <HomeTrail via={{ to: lotPath(record.lotId), label: record.lotTitle }} current="竞价记录核验" />
      <Title level={2}>竞价记录核验</Title>
      <LotFacts record={record} />
      {record.verifiable ? <Verdict record={record} check={check} /> : <NothingToCheck />}
      <Paragraph className="lyp-record-explain">
        核验说明：标的的每条记录（出价、延时、降价、应价、揭示的一次报价、作废、结束）都带有一个 SHA-256
        哈希，它由前一条记录的哈希和本条记录的公开内容算出，最后一条的哈希就是链头，印在成交确认书上。本页在您的浏览器里按公开的算法逐条重新计算，不采信平台算出的结论：若有任何一条出价在事后被增加、删除或修改，对应记录会显示不符或缺号，链头也会与成交确认书上的不一致。它证明的是记录写入后未被改动；出价人是谁，由保证金和实名认证另行保障，记录中只显示竞买人代号。
      </Paragraph>
      {check ? <RecordTable checks={check.verdict.checks} /> : record.verifiable ? <Skeleton active /> : null}
      {record.verifiable ? (
        <p className="lyp-record-links">
          <a href={auctionRecordExportUrl(record.lotId)} download>
            导出记录（Excel，含每条记录的哈希）
          </a>
          <Link to={lotPath(record.lotId)}>返回标的</Link>
        </p>
      ) : null}
    </div>
  );
}

function LotFacts({ record }: { record: AuctionRecord }) {
  const result =
    record.outcome === 'sold'
      ? `成交：${record.priceFen === null ? '' : formatFen(record.priceFen)}，买受人 ${record.winnerAlias ?? ''}`
      : '流拍（未成交）';
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, sm: 1, md: 2 }}
      items={[
        { key: 'lot', label: '标的', children: `${record.lotNo} ${record.lotTitle}` },
        { key: 'seller', label: '委托方', children: record.sellerName },
        { key: 'mode', label: '竞价方式', children: BIDDING_MODE_LABELS[record.biddingMode] },
        { key: 'closed', label: '结束时间', children: when(record.closedAt) },
        { key: 'result', label: '结果', children: result, span: 'filled' },
      ]}
    />
  );
}

function Verdict({ record, check }: { record: AuctionRecord; check: RecordCheck | null }) {
  if (!check) return <Alert type="info" showIcon title="正在浏览器中重新计算每条记录的哈希…" />;
  return (
    <div className="lyp-record-verdict">
      <Alert
        role="status"
        type={check.verdict.intact ? 'success' : 'error'}
        showIcon
        title={check.verdict.intact ? '核验通过' : '核验未通过：记录在写入后被改动'}
        description={
          <span className={check.verdict.intact ? undefined : 'lyp-record-break'}>{check.summary}</span>
        }
      />
      {record.head ? (
        <p className="lyp-chain-head lyp-chain-head--full">
          <span>链头</span>
          <code>{record.head}</code>
          <CopyHashButton hash={record.head} />
        </p>
      ) : null}
    </div>
  );
}

function NothingToCheck() {
  return (
    <Alert
      type="info"
      showIcon
      title="无可核验记录"
      description="该标的在竞价记录链式存证启用之前开始竞价，没有可核验的链式记录；这不表示记录有误。"
    />
  );
}
