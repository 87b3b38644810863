import type { ReactNode } from 'react';
import { FormModal, type FormModalProps } from './form-modal';

/** What a form is for: an existing record, 'new' to add one, or nothing while it is closed. */
export type EditTarget<Row> = Row | 'new' | undefined;

export type EditFormModalProps<Row, Values> = Omit<
  FormModalProps<Values>,
  'title' | 'open' | 'initialValues' | 'onSubmit' | 'children'
> & {
  target: EditTarget<Row>;
  /** What is added or edited: the title reads 新增{noun} or 编辑{noun}. */
  noun: string;
  /** A new record's starting values. */
  defaults: Partial<Values>;
  /** An existing record's values. */
  valuesOf: (row: Row) => Partial<Values>;
  /** Saves the values: a new record when `current` is undefined. */
  onSave: (values: Values, current: Row | undefined) => Promise<unknown>;
  /** The fields; a function when they depend on the record edited (a system record keeps its code). */
  children: ReactNode | ((current: Row | undefined) => ReactNode);
};

/** A FormModal that adds a record or edits one: its title, opening and starting values follow. */
export function EditFormModal<Row, Values extends object>({
  target,
  noun,
  defaults,
  valuesOf,
  onSave,
  children,
  ...modal
}: EditFormModalProps<Row, Values>) {
  const current = target === 'new' ? undefined : target;
  return (
    <FormModal<Values>
      {...modal}
      title={current ? `编辑${noun}` : `新增${noun}`}
      open={target !== undefined}
      initialValues={current ? valuesOf(current) : defaults}
      onSubmit={(values) => onSave(values, current)}
    >
      {typeof children === 'function' ? children(current) : children}
    </FormModal>
  );
}
