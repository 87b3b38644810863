import type { SaleDocument } from '@lyp/shared/auction/contract.schemas';
import { formatFen } from '@lyp/shared/format/currency';
import { formatTimestamp } from '@lyp/shared/format/timestamp';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { ExportButton, ListPage, type FilterField, type RowAction } from '../../../components/back-office';
import { Can } from '../../../components/permission/can';
import { DocumentDrawer, DocumentStatus, useConfirmDocument } from '../../../components/documents';
import { saveDownload } from '../../../lib/save-download';
import {
  contractListQuery,
  downloadContractFile,
  exportContracts,
  type ContractListName,
} from '../api/contracts-api';

/** The name each list's export falls back to. */
const EXPORT_FILE_NAME: Record<ContractListName, string> = {
  buyerContracts: '买受人合同.xlsx',
  sellerContracts: '委托方费用合同.xlsx',
  tripartiteContracts: '三方合同.xlsx',
};

const FILTERS: FilterField[] = [
  { name: 'keyword', label: '关键字', kind: 'text', placeholder: '订单编号、标的或对方名称' },
];

const COLUMNS: TableColumnsType<SaleDocument> = [
  {
    title: '合同编号',
    dataIndex: 'documentNo',
    render: (documentNo: string, document) => (
      <>
        {documentNo}
        <div className="lyp-muted">第 {document.version} 版</div>
      </>
    ),
  },
  { title: '标的', dataIndex: 'lotTitle' },
  {
    title: '当事人',
    key: 'parties',
    render: (_value, document) => (
      <>
        <div>委托方：{document.sellerName}</div>
        <div>买受人：{document.buyerName}</div>
      </>
    ),
  },
  { title: '成交价', dataIndex: 'priceFen', align: 'right', render: (fen: number) => formatFen(fen) },
  { title: '签署状态', key: 'status', render: (_value, document) => <DocumentStatus document={document} /> },
  {
    title: '出具时间',
    dataIndex: 'issuedAt',
    render: (issuedAt: string) => formatTimestamp(new Date(issuedAt)),
  },
];

export interface ContractListProps {
  list: ContractListName;
  /** Permission codes of the screen: viewing, and exporting (the PDF, and the list as .xlsx). */
  viewCode: string;
  exportCode: string;
  emptyText: string;
  /** A second list on one page keeps its own page and filters in the URL. */
  prefix?: string;
}

/** One kind of contract of the caller's sales: preview, download, and 签署确认 when awaited. */
export function ContractList({ list, viewCode, exportCode, emptyText, prefix }: ContractListProps) {
  const [opened, setOpened] = useState<SaleDocument>();
  const confirmDocument = useConfirmDocument();
  const rowActions: RowAction<SaleDocument>[] = [
    { key: 'preview', label: '预览', code: viewCode, onClick: setOpened },
    {
      key: 'download',
      label: '下载 PDF',
      code: exportCode,
      onClick: async (document) =>
        saveDownload(await downloadContractFile(document.id), `${document.documentNo}.pdf`),
    },
    {
      key: 'confirm',
      label: '签署确认',
      code: viewCode,
      hidden: (document) => document.confirmableAs === null,
      onClick: confirmDocument,
    },
  ];
  return (
    <>
      <ListPage<SaleDocument>
        filters={FILTERS}
        {...(prefix ? { defaults: { prefix } } : {})}
        query={(state) =>
          contractListQuery(list, { ...state.filters, current: state.current, size: state.size })
        }
        toolbar={(state) => (
          <Can code={exportCode}>
            <ExportButton
              fileName={EXPORT_FILE_NAME[list]}
              download={() => exportContracts(list, state.filters)}
            />
          </Can>
        )}
        rowKey="id"
        columns={COLUMNS}
        rowActions={rowActions}
        actionsWidth={190}
        emptyText={emptyText}
      />
      <DocumentDrawer document={opened} onClose={() => setOpened(undefined)} onReplaced={setOpened} />
    </>
  );
}
