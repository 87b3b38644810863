import { defineEndpoints } from '../api/endpoint';
import { areaTreeResponseSchema } from './area.schemas';

export const areaEndpoints = defineEndpoints('基础数据', {
  areaTree: {
    access: 'public',
    summary: '行政区划树（省 2 位、市 4 位、区县 6 位代码），用于地区选择与筛选',
    response: areaTreeResponseSchema,
  },
});
