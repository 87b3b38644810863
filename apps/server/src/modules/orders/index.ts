export { createOrdersRepository } from './orders.repository';
export { ordersRoutes } from './orders.routes';
export { createOrdersService, type OrdersService } from './orders.service';
export type { OrderRow, OrdersRepository, ViewingContact } from './orders.repository';
export { sameTenant } from './order-access';
