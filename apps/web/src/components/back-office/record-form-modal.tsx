import type { ReactNode } from 'react';
import { FormModal, type FormModalProps } from './form-modal';

/** What a dialog about one record is told by its list: how to close, and what follows a step. */
export interface RecordDialogProps {
  onClose: () => void;
  /** After the step succeeded (the list refreshes): awaited before the dialog closes. */
  onDone: () => Promise<unknown>;
}

export type RecordFormModalProps<Row, Values> = Omit<
  FormModalProps<Values>,
  'open' | 'onSubmit' | 'children'
> &
  RecordDialogProps & {
    /** The record the step is for; the modal is open while there is one. */
    record: Row | undefined;
    onSubmit: (values: Values, record: Row) => Promise<unknown>;
    /** The fields and what to check them against, drawn for the record. */
    children: (record: Row) => ReactNode;
  };

/** A FormModal taking one step on one record (an order, a deposit, a bank line), then onDone. */
export function RecordFormModal<Row, Values extends object>({
  record,
  onSubmit,
  onDone,
  children,
  ...modal
}: RecordFormModalProps<Row, Values>) {
  return (
    <FormModal<Values>
      {...modal}
      open={record !== undefined}
      onSubmit={async (values) => {
        await onSubmit(values, record!);
        await onDone();
      }}
    >
      {record === undefined ? null : children(record)}
    </FormModal>
  );
}
