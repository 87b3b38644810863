import { useCallback } from 'react';
import { recordMenuVisit, setMenuFavourite } from '../api/menu-shortcuts';
import { useFeedback } from '../../../lib/feedback';

/** Remembers visits and toggles favourites for the personal-centre menu. */
export function useMenuShortcuts() {
  const { message } = useFeedback();
  const onMenuVisit = useCallback((menuId: number) => void recordMenuVisit(menuId), []);
  const onToggleFavourite = useCallback(
    (menuId: number, collected: boolean) => {
      setMenuFavourite(menuId, collected).then(
        () => void message.success(collected ? '已收藏' : '已取消收藏'),
        (error: Error) => void message.error(error.message),
      );
    },
    [message],
  );
  return { onMenuVisit, onToggleFavourite };
}
