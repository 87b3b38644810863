import type { Clock } from '../../lib/clock';
import type { OperationLogService } from '../operation-log';
import type { MenusRepository } from './menus.repository';

export interface MenusServiceDeps {
  menus: MenusRepository;
  operationLog: OperationLogService;
  clock: Clock;
  /** Enabled values of a dictionary: menu icons come from `menu_icon`. */
  dictionaryValues(code: string): Promise<Set<string>>;
}
