import type { PublicBid } from '@lyp/shared/auction/bid.schemas';
import { formatFen } from '@lyp/shared/format/currency';
import { formatTimestamp } from '@lyp/shared/format/timestamp';
import { ConfigProvider, Tag } from 'antd';
import useCSSVarCls from 'antd/es/config-provider/hooks/useCSSVarCls';
import useTableStyle from 'antd/es/table/style';
import { useContext } from 'react';

const KIND_LABELS: Record<PublicBid['kind'], string> = {
  manual: '手动出价',
  proxy: '代理出价',
  auto: '代理出价',
};

const COLUMNS = ['竞买人', '出价', '方式', '时间'];
/** Narrower screens scroll the record sideways rather than squeeze it. */
const SCROLL_WIDTH = 480;

/**
 * The newest bids first, by alias only; the leading one marked.
 *
 * A small antd table (size small, no paging, 480 px before it scrolls) drawn by hand with the
 * table's own classes and styles: antd's Table brings its sorting, filtering, paging and
 * selection code (about 70 KB compressed) to the page everyone opens from a bulletin.
 */
export function BidRecord(props: { bids: PublicBid[]; leaderAlias: string | null }) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('table');
  const rootCls = useCSSVarCls(prefixCls);
  const [hashId, cssVarCls] = useTableStyle(prefixCls, rootCls);
  const classes = (...names: string[]) => [...names, cssVarCls, rootCls, hashId].filter(Boolean).join(' ');
  const cell = `${prefixCls}-cell`;
  return (
    <div className={classes(`${prefixCls}-wrapper`)}>
      <div className={classes(prefixCls, `${prefixCls}-small`, `${prefixCls}-scroll-horizontal`)}>
        <div className={`${prefixCls}-container`}>
          {/* A container: the empty notice stays centred in the visible width as the table's is. */}
          <div
            className={`${prefixCls}-content`}
            style={{ overflow: 'auto hidden', containerType: 'inline-size' }}
          >
            <table style={{ width: SCROLL_WIDTH, minWidth: '100%', tableLayout: 'auto' }}>
              <thead className={`${prefixCls}-thead`}>
                <tr>
                  {COLUMNS.map((title) => (
                    <th key={title} className={cell} scope="col">
                      {title}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className={`${prefixCls}-tbody`}>
                {props.bids.length === 0 ? (
                  <tr className={`${prefixCls}-placeholder`}>
                    <td className={cell} colSpan={COLUMNS.length}>
                      <div
                        className={`${prefixCls}-expanded-row-fixed`}
                        style={{ width: '100cqw', position: 'sticky', left: 0, overflow: 'hidden' }}
                      >
                        暂无数据
                      </div>
                    </td>
                  </tr>
                ) : (
                  props.bids.map((bid, index) => (
                    <tr
                      key={bid.seq}
                      className={`${prefixCls}-row ${prefixCls}-row-level-0`}
                      data-row-key={bid.seq}
                    >
                      <td className={cell}>
                        {bid.alias}{' '}
                        {index === 0 && bid.alias === props.leaderAlias ? <Tag color="red">领先</Tag> : null}
                      </td>
                      <td className={cell}>{formatFen(bid.amountFen)}</td>
                      <td className={cell}>{KIND_LABELS[bid.kind]}</td>
                      <td className={cell}>{formatTimestamp(new Date(bid.at))}</td>
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </div>
        </div>
      </div>
    </div>
  );
}
