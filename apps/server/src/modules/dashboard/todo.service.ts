import type { TodoItem } from '@lyp/shared/dashboard/dashboard.schemas';
import type { Principal } from '../../lib/principal';
import { todoSources } from './todo-sources';
import type { TodoRepository } from './todo.repository';

/**
 * 待办: what waits for the caller, by the buttons they hold. A buyer sees their payments and
 * deposits, a seller their drafts and pickups to confirm, an auditor each review queue.
 */
export function createTodoService(deps: { todo: TodoRepository }) {
  const { todo } = deps;
  const sources = todoSources(todo);

  return {
    async list(principal: Principal): Promise<TodoItem[]> {
      const mine = sources.filter((source) => principal.permissions.has(source.code));
      const counts = await Promise.all(mine.map((source) => source.count(principal)));
      return mine.map((source, index) => ({
        key: source.key,
        label: source.label,
        count: counts[index] ?? 0,
        path: source.path,
      }));
    },
  };
}

export type TodoService = ReturnType<typeof createTodoService>;
