import { Button } from 'antd';
import { Can } from '../permission/can';
import { ExportButton } from './export-button';

/** Export what the list's search selects, for whoever holds `code`. */
export interface ExportAction {
  code: string;
  fileName: string;
  download: () => Promise<Response>;
}

/** Add a record, for whoever holds `code`. */
export interface AddAction {
  code: string;
  label: string;
  onClick: () => void;
}

/** A list's usual toolbar, each button behind its permission: export, then add. */
export function ListToolbar({ exportAs, add }: { exportAs?: ExportAction; add?: AddAction }) {
  return (
    <>
      {exportAs ? (
        <Can code={exportAs.code}>
          <ExportButton fileName={exportAs.fileName} download={exportAs.download} />
        </Can>
      ) : null}
      {add ? (
        <Can code={add.code}>
          <Button type="primary" onClick={add.onClick}>
            {add.label}
          </Button>
        </Can>
      ) : null}
    </>
  );
}
