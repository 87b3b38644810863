export { createTodoRepository } from './todo.repository';
export { createTodoService, type TodoService } from './todo.service';
export { todoRoutes } from './todo.routes';
