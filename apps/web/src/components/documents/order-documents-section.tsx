import { Divider } from 'antd';
import { OrderDocuments } from './order-documents';

/** 合同与单据 as the last section of an order's details. */
export function OrderDocumentsSection({ orderId }: { orderId: number }) {
  return (
    <>
      <Divider titlePlacement="start">合同与单据</Divider>
      <OrderDocuments orderId={orderId} />
    </>
  );
}
