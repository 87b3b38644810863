export { createLiveHub, type LiveHub } from './live-hub';
export { liveRoutes } from './live.routes';
export { createLocalLotEventBus, createRedisLotEventBus, type LotEventBus } from './lot-event-bus';
