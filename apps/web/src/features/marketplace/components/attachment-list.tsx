import { apiUrl } from '@lyp/shared/api/paths';
import type { FileLinks, ShownFile } from './file-links';

/** A bulletin's or lot's attachments as links; a preview opens them itself (they need the token). */
export function AttachmentList({ files, links }: { files: ShownFile[]; links: FileLinks }) {
  const { openFile } = links;
  return (
    <ul className="lyp-attachments">
      {files.map((file) => (
        <li key={file.id}>
          <a
            href={apiUrl('fileDownload', { id: file.id })}
            onClick={
              openFile
                ? (event) => {
                    event.preventDefault();
                    openFile(file);
                  }
                : undefined
            }
          >
            {file.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
