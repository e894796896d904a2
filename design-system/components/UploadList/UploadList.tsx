/**
 * A list of files being uploaded: per file its name, a detail (its size), a progress bar, a
 * status line that screen readers hear when it changes (uploading, a failed part, retried,
 * cancelled, done) and the actions its state allows — cancel while it runs, retry after a
 * failure or a cancel, remove once it has stopped. Domain-neutral: every word comes in `labels`
 * and each item's `message`.
 */
import { useId } from 'react';
import styled from 'styled-components';
import { vars } from '@ds/tokens/vars';
import { Button } from '../Button';
import { ProgressBar } from '../ProgressBar';

export type UploadItemStatus = 'uploading' | 'failed' | 'cancelled' | 'done';

export interface UploadListItem {
  id: string;
  name: string;
  /** Shown after the name, e.g. the file's size. */
  detail?: string;
  status: UploadItemStatus;
  /** 0 to 1. */
  progress: number;
  /** The status line: what is happening or what went wrong. */
  message: string;
}

export interface UploadListLabels {
  /** The list's accessible name. */
  list: string;
  /** The progress bar's name for a file. */
  progress: (name: string) => string;
  /** Button texts; each button is described by its file's name. */
  cancel: string;
  retry: string;
  remove: string;
}

export interface UploadListProps {
  items: readonly UploadListItem[];
  labels: UploadListLabels;
  onCancel: (id: string) => void;
  onRetry: (id: string) => void;
  /** Omit to offer no remove button. */
  onRemove?: (id: string) => void;
  className?: string;
}

const List = styled.ul`
  display: grid;
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${vars.space[2]} ${vars.space[3]};
  align-items: center;
  padding: ${vars.space[3]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
`;

const Name = styled.p`
  margin: 0;
  min-width: 0;
  overflow-wrap: anywhere;
  font-size: ${vars.font.sizeMd};
  color: ${vars.color.text};
  > span {
    margin-inline-start: ${vars.space[2]};
    font-size: ${vars.font.sizeSm};
    color: ${vars.color.textMuted};
  }
`;

const Actions = styled.div`
  display: flex;
  gap: ${vars.space[2]};
`;

const Status = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  font-size: ${vars.font.sizeSm};
  color: ${vars.color.textMuted};
  &[data-status='failed'] {
    color: ${vars.color.danger};
  }
`;

const Bar = styled.div`
  grid-column: 1 / -1;
`;

const TONE = {
  uploading: 'primary',
  failed: 'danger',
  cancelled: 'primary',
  done: 'success',
} as const;

type RowProps = Omit<UploadListProps, 'items' | 'className'> & { item: UploadListItem };

function UploadRow({ item, labels, onCancel, onRetry, onRemove }: RowProps) {
  const nameId = useId();
  return (
    <Item data-status={item.status}>
      <Name id={nameId}>
        {item.name}
        {item.detail ? <span>{item.detail}</span> : null}
      </Name>
      <Actions>
        {item.status === 'uploading' ? (
          <Button
            size="sm"
            variant="secondary"
            aria-describedby={nameId}
            onClick={() => onCancel(item.id)}
          >
            {labels.cancel}
          </Button>
        ) : null}
        {item.status === 'failed' || item.status === 'cancelled' ? (
          <Button
            size="sm"
            variant="secondary"
            aria-describedby={nameId}
            onClick={() => onRetry(item.id)}
          >
            {labels.retry}
          </Button>
        ) : null}
        {onRemove && item.status !== 'uploading' ? (
          <Button
            size="sm"
            variant="ghost"
            aria-describedby={nameId}
            onClick={() => onRemove(item.id)}
          >
            {labels.remove}
          </Button>
        ) : null}
      </Actions>
      <Bar>
        <ProgressBar
          label={labels.progress(item.name)}
          hideLabel
          size="sm"
          value={Math.round(Math.min(1, Math.max(0, item.progress)) * 100)}
          tone={TONE[item.status]}
        />
      </Bar>
      <Status data-status={item.status} role="status">
        {item.message}
      </Status>
    </Item>
  );
}

export function UploadList({ items, className, ...rest }: UploadListProps) {
  return (
    <List aria-label={rest.labels.list} className={className}>
      {items.map((item) => (
        <UploadRow key={item.id} item={item} {...rest} />
      ))}
    </List>
  );
}
