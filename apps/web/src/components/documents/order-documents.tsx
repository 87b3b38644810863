import { DOCUMENT_KIND_LABELS, type SaleDocument } from '@lyp/shared/auction/contract.schemas';
import { formatTimestamp } from '@lyp/shared/format/timestamp';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { queryOptionsOf } from '../../lib/api-call';
import { errorMessage } from '../back-office/error-message';
import { DocumentDrawer } from './document-drawer';
import { DocumentStatus } from './document-status';

/** 合同与单据 of one order, as the caller's side sees them: each opens in the document drawer. */
export function OrderDocuments({ orderId }: { orderId: number }) {
  const documents = useQuery(queryOptionsOf('contractInfoByOrder', { id: orderId }));
  const [opened, setOpened] = useState<SaleDocument>();

  const columns: TableColumnsType<SaleDocument> = [
    {
      title: '单据',
      key: 'kind',
      render: (_value, document) => `${DOCUMENT_KIND_LABELS[document.kind]}（第 ${document.version} 版）`,
    },
    { title: '编号', dataIndex: 'documentNo' },
    {
      title: '出具时间',
      dataIndex: 'issuedAt',
      render: (issuedAt: string) => formatTimestamp(new Date(issuedAt)),
    },
    {
      title: '签署状态',
      key: 'status',
      render: (_value, document) => <DocumentStatus document={document} />,
    },
    {
      title: '操作',
      key: 'open',
      render: (_value, document) => (
        <Button type="link" size="small" onClick={() => setOpened(document)}>
          {document.confirmableAs ? '查看并签署' : '查看'}
        </Button>
      ),
    },
  ];

  if (documents.isError)
    return <Alert type="warning" showIcon title={`单据加载失败：${errorMessage(documents.error)}`} />;
  return (
    <>
      <Table<SaleDocument>
        size="small"
        rowKey="id"
        columns={columns}
        dataSource={documents.data ?? []}
        loading={documents.isPending}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: '暂无单据' }}
      />
      <DocumentDrawer document={opened} onClose={() => setOpened(undefined)} onReplaced={setOpened} />
    </>
  );
}
