export { createHomeFiguresRepository } from './home-figures.repository';
export { createHomeFiguresService, type HomeFiguresService } from './home-figures.service';
export { createTodoRepository } from './todo.repository';
export { createTodoService, type TodoService } from './todo.service';
export { dashboardRoutes } from './dashboard.routes';
