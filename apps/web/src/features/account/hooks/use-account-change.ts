import type { Ok } from '@lyp/shared/api/envelope';
import { useMutation } from '@tanstack/react-query';
import { loadProfile } from '../api/profile';
import { useFeedback } from '../../../lib/feedback';

/** Saves a change to the account, says so, refreshes the user info and closes the dialog. */
export function useAccountChange<Body>(save: (body: Body) => Promise<Ok<unknown>>, onDone: () => void) {
  const { message } = useFeedback();
  return useMutation({
    mutationFn: save,
    onSuccess: async (answer) => {
      void message.success(answer.msg);
      await loadProfile();
      onDone();
    },
    onError: (error) => void message.error(error.message),
  });
}
