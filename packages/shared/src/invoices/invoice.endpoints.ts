import { defineEndpoints } from '../api/endpoint';
import { orderIdParamsSchema, orderResponseSchema } from '../auction/order.schemas';
import { PERMISSIONS } from '../rbac/permissions';
import {
  invoiceProfileBodySchema,
  invoiceProfileResponseSchema,
  orderInvoiceBodySchema,
} from './invoice.schemas';

export const invoiceEndpoints = defineEndpoints('发票', {
  invoiceProfileMine: {
    access: 'authenticated',
    summary: '当前组织的开票信息（发票类型、抬头、纳税人识别号、地址电话、开户行及账号），未填写时为 null',
    response: invoiceProfileResponseSchema,
  },
  invoiceProfileSave: {
    access: 'authenticated',
    summary: '保存当前组织的开票信息，之后委托方按此开具发票；子账号不可修改',
    body: invoiceProfileBodySchema,
    response: invoiceProfileResponseSchema,
  },
  orderInvoiceRecord: {
    access: PERMISSIONS.orderManageInvoice,
    summary:
      '登记发票：货款确认后，委托方录入为该订单开具的发票（号码、日期、金额、发票文件），买受人可见；可更正',
    params: orderIdParamsSchema,
    body: orderInvoiceBodySchema,
    response: orderResponseSchema,
  },
});
