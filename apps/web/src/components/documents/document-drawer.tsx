import { AuditOutlined } from '@ant-design/icons';
import {
  DOCUMENT_KIND_LABELS,
  DOCUMENT_PARTY_LABELS,
  type SaleDocument,
} from '@lyp/shared/auction/contract.schemas';
import { formatFen } from '@lyp/shared/format/currency';
import { formatTimestamp } from '@lyp/shared/format/timestamp';
import { Button, Typography } from 'antd';
import { Link } from 'react-router';
import { download } from '../../lib/api-call';
import { DetailDrawer } from '../back-office/detail-drawer';
import { ProtectedFile } from '../back-office/protected-file';
import { useDrawerWidth } from '../back-office/use-drawer-width';
import { DocumentStatus } from './document-status';
import { useConfirmDocument } from './use-confirm-document';

/** Where a printed copy is checked: the public verification page. */
export const verifyPath = (code: string) => `/verify/${code}`;

export interface DocumentDrawerProps {
  document: SaleDocument | undefined;
  onClose: () => void;
  /** A confirmation issues a new version: the drawer then shows that one. */
  onReplaced: (issued: SaleDocument) => void;
}

/** A document of a sale: its particulars, the PDF itself, and 签署确认 for a party still awaited. */
export function DocumentDrawer({ document, onClose, onReplaced }: DocumentDrawerProps) {
  const width = useDrawerWidth(860);
  const confirmDocument = useConfirmDocument(onReplaced);
  const title = document ? `${DOCUMENT_KIND_LABELS[document.kind]} ${document.documentNo}` : '';
  return (
    <DetailDrawer
      title={title}
      open={document !== undefined}
      onClose={onClose}
      width={width}
      items={
        document
          ? [
              { label: '单据编号', children: document.documentNo },
              { label: '版本', children: `第 ${document.version} 版` },
              { label: '订单编号', children: document.orderNo },
              { label: '出具时间', children: formatTimestamp(new Date(document.issuedAt)) },
              { label: '标的', children: document.lotTitle },
              { label: '委托方', children: document.sellerName },
              { label: '买受人', children: document.buyerName },
              { label: '成交价', children: formatFen(document.priceFen) },
              { label: '签署状态', children: <DocumentStatus document={document} /> },
              ...document.confirmations.map((confirmation) => ({
                key: `confirmed-${confirmation.party}`,
                label: `${DOCUMENT_PARTY_LABELS[confirmation.party]}确认`,
                children: `${confirmation.accountName} · ${formatTimestamp(new Date(confirmation.confirmedAt))}`,
              })),
              {
                label: '验证码',
                children: (
                  <Link to={verifyPath(document.verifyCode)} target="_blank">
                    {document.verifyCode}
                  </Link>
                ),
              },
              {
                label: 'SHA-256',
                children: (
                  <Typography.Text code copyable style={{ wordBreak: 'break-all', fontSize: 12 }}>
                    {document.sha256}
                  </Typography.Text>
                ),
              },
            ]
          : []
      }
      footer={
        document?.confirmableAs ? (
          <Button type="primary" icon={<AuditOutlined />} onClick={() => confirmDocument(document)}>
            以{DOCUMENT_PARTY_LABELS[document.confirmableAs]}身份签署确认
          </Button>
        ) : undefined
      }
    >
      {document && (
        <div style={{ marginTop: 16 }}>
          <ProtectedFile
            key={document.id}
            fileId={`document:${document.id}`}
            label={DOCUMENT_KIND_LABELS[document.kind]}
            height={640}
            fetchFile={(mode) =>
              download('contractFile', { id: document.id, ...(mode === 'download' ? { download: '1' } : {}) })
            }
          />
        </div>
      )}
    </DetailDrawer>
  );
}
