/**
 * The files a form has attached so far (issue 42: a board item's, in the back-office's form and in
 * the learner's), each with its size and a button that takes it off — one list, so an operator and
 * a learner see their attachments the same way. Every word comes from the side that draws it.
 */
import styled from 'styled-components';
import { Button } from '@ds/components/Button';
import { vars } from '@ds/tokens/vars';
import { formatFileSize } from '@app/shared/lib/format/fileSize';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${vars.space[2]};
  li { display: flex; flex-wrap: wrap; align-items: center; gap: ${vars.space[2]}; overflow-wrap: anywhere; }
  li span { color: ${vars.color.textMuted}; font-size: ${vars.font.sizeSm}; }
`;

export interface AttachedFile {
  fileId: string;
  fileName: string;
  size: number;
}

export interface AttachedFilesProps<F extends AttachedFile> {
  files: readonly F[];
  /** The list's name ("첨부한 파일"). */
  label: string;
  /** The remove button's name for a file ("수강 안내.pdf 빼기"), and what it shows. */
  removeLabel: (fileName: string) => string;
  removeText: string;
  /** The files without the one taken off. */
  onChange: (files: F[]) => void;
}

export function AttachedFiles<F extends AttachedFile>({ files, label, removeLabel, removeText, onChange }: AttachedFilesProps<F>) {
  if (files.length === 0) return null;
  return (
    <List aria-label={label}>
      {files.map((file) => (
        <li key={file.fileId}>
          {file.fileName}
          <span>{formatFileSize(file.size)}</span>
          <Button variant="secondary" size="sm" aria-label={removeLabel(file.fileName)} onClick={() => onChange(files.filter((other) => other.fileId !== file.fileId))}>
            {removeText}
          </Button>
        </li>
      ))}
    </List>
  );
}
