import { defineEndpoints } from '../api/endpoint';
import { auctionRecordResponseSchema } from './auction-record.schemas';
import { lotIdParamsSchema } from './deposit.schemas';

export const auctionRecordEndpoints = defineEndpoints('竞价记录核验', {
  auctionRecord: {
    access: 'public',
    summary: '已结束标的的完整竞价记录：每条记录的内容与链式哈希、链头，供任何人在浏览器中核验',
    description: '竞价结束前答复“竞价结束后方可查看完整记录”；记录只列竞买人代号，不含姓名或账号。',
    params: lotIdParamsSchema,
    response: auctionRecordResponseSchema,
  },
  auctionRecordExport: {
    access: 'public',
    summary: '导出已结束标的的竞价记录（.xlsx，每条记录含其哈希）',
    params: lotIdParamsSchema,
  },
});
