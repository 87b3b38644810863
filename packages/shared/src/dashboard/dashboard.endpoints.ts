import { defineEndpoints } from '../api/endpoint';
import { todoResponseSchema } from './dashboard.schemas';

export const dashboardEndpoints = defineEndpoints('工作台', {
  homeTodo: {
    access: 'authenticated',
    summary: '待办：按本人的权限，各项待处理的数量与处理页面（买受人、委托方、审核员）',
    response: todoResponseSchema,
  },
});
