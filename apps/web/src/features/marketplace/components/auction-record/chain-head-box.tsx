import { shortHash } from '@lyp/shared/auction/auction-record-check';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { recordPath } from '../../lib/market-links';
import { CopyHashButton } from './copy-hash-button';

/**
 * Under a closed lot's result: its chain head (as printed on the 成交确认书), shortened with a
 * copy button, and the way to check the whole record. Lots from before the chain show nothing.
 */
export function ChainHeadBox({ lotId, chainHead }: { lotId: number; chainHead: string | null }) {
  if (!chainHead) return null;
  return (
    <div className="lyp-chain-head" aria-label="竞价记录链头">
      <SafetyCertificateOutlined aria-hidden />
      <span>竞价记录链头</span>
      <code title={chainHead}>{shortHash(chainHead)}</code>
      <CopyHashButton hash={chainHead} />
      <Link to={recordPath(lotId)}>核验竞价记录</Link>
    </div>
  );
}
