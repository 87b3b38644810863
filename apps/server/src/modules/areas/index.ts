export { areaTree } from './area-tree';
export { areasRoutes } from './areas.routes';
