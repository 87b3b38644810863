import type { FormInstance } from 'antd';
import { useNavigate } from 'react-router';
import { ROUTES } from '../../../config/paths';
import { useFeedback } from '../../../lib/feedback';
import { showPasswordRefusal } from '../components/new-password-fields';

/**
 * A mutation's outcome when it sets a phone's password (sign-up, reset): say so and go to 登录
 * with the phone filled in; a refused password goes under its field, anything else to a message.
 */
export function useToLoginAfter<Values extends { phone: string }>(form: FormInstance<Values>) {
  const navigate = useNavigate();
  const { message } = useFeedback();
  return {
    onSuccess: (answer: { msg: string }, values: Values) => {
      void message.success(answer.msg);
      void navigate(ROUTES.login.path, { state: { username: values.phone } });
    },
    onError: (error: Error) => {
      if (!showPasswordRefusal(form, error)) void message.error(error.message);
    },
  };
}
