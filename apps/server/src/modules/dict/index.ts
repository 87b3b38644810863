export { createDictRepository } from './dict.repository';
export { dictRoutes } from './dict.routes';
export { createDictService, type DictService, type DictWriteScope } from './dict.service';
