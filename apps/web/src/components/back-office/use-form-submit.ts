import type { FormInstance } from 'antd';
import { useState } from 'react';
import { placeServerErrors } from './server-errors';
import { useFeedback } from '../../lib/feedback';

export interface FormSubmitOptions<Values> {
  onSubmit: (values: Values) => Promise<unknown>;
  /** Called after a successful submit (the modal or drawer closes itself through it). */
  onDone: () => void;
  /** Shown after success; false for none. */
  successMessage?: string | false;
}

/** Submitting state and error placement shared by FormModal and FormDrawer. */
export function useFormSubmit<Values>(form: FormInstance<Values>, options: FormSubmitOptions<Values>) {
  const { message } = useFeedback();
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: Values) => {
    setSubmitting(true);
    try {
      await options.onSubmit(values);
    } catch (error) {
      const rest = placeServerErrors(form, error);
      if (rest) void message.error(rest);
      return;
    } finally {
      setSubmitting(false);
    }
    if (options.successMessage !== false) void message.success(options.successMessage ?? '保存成功');
    options.onDone();
  };

  return { submitting, submit };
}
