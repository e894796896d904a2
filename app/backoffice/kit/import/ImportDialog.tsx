/**
 * The import dialog every back-office screen uses (issue 15, part 5): choose a CSV, see which of
 * its columns feed which field (matched on their own, changeable), the dry run's counts (new /
 * already there / not found / invalid) with every error, then commit the valid rows or all or
 * nothing, and download the rejected rows to fix and upload again. The screen brings its columns,
 * zod schema, `classify` (server dry run) and `commit` (starts the job) as an ImportDefinition.
 *
 * The file's limits (issue 20) are said before it is chosen and checked on the page: a file over
 * IMPORT_FILE_MAX_BYTES is refused at the field, one of more rows than the screen's server takes
 * is refused before anything is sent; if the server still refuses the rows for their size, the
 * file stays on screen with the limit it named and another file can be chosen.
 *
 * Choosing a file and committing are other actions (issue 15 part 2): undoable changes still in
 * their window are sent first — the dry run's counts must see them — since these are plain calls
 * the undo queue's mutation rule does not see.
 *
 * A column marked `secret` (an initial password) is never shown: its cells read as dots in the
 * error list (issue 27). A screen whose rules read something of the page besides the file (the
 * register's initial password for rows without one) passes it as `recheckKey`: when it changes,
 * the file on screen is checked again. A commit that started a job says so — the rows are being
 * done, not done — with the job centre named for its progress.
 *
 * Closing the dialog forgets the file: the next opening starts from "choose a file".
 * `ImportPanel` is the same flow laid out in the page instead of a dialog, for a screen whose whole
 * purpose is the import (the bulk member register); "start over" there plays the part of closing.
 */
import { useEffect, useEffectEvent, useId, useRef, useState, type ReactNode } from 'react';
import { Alert } from '@ds/components/Alert';
import { Button } from '@ds/components/Button';
import { DataTable, type DataTableColumn } from '@ds/components/DataTable';
import { Dialog } from '@ds/components/Dialog';
import { FileInput } from '@ds/components/FileInput';
import { Icon } from '@ds/components/Icon';
import { RadioGroup } from '@ds/components/RadioGroup';
import { Spinner } from '@ds/components/Spinner';
import { copy } from '@app/shared/copy';
import { writeSpreadsheet } from '@app/shared/lib/spreadsheet';
import { formatFileSize } from '@app/shared/lib/format/fileSize';
import { sizeRefusalOf } from '@app/shared/upload/limits';
import { saveBlob } from '../files/transfer';
import { useFlushPending } from '../undo/UndoProvider';
import {
  IMPORT_FILE_MAX_BYTES,
  IMPORT_ROWS_MAX,
  ImportFileError,
  readImportFile,
  runDryRun,
  type DryRun,
  type ImportCommitMode,
  type ImportCommitResult,
  type ImportDefinition,
  type ReadFile,
} from './dryRun';
import { ImportMappingTable } from './ImportMappingTable';
import { autoMatch, missingRequired, remap, type ImportMapping } from './mapping';
import { rejectedRowsTable } from './rejectedRows';
import type { ImportRowError } from './validateRows';
import * as S from './ImportDialog.styles';

const text = copy.backofficeImport;

export interface ImportCountLabels {
  new: string;
  existing: string;
  notFound: string;
}

export interface ImportDialogProps<K extends string, T> {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  definition: ImportDefinition<K, T>;
  /** The screen's words for its counts ("이미 그룹에 있음"); the kit's defaults otherwise. */
  countLabels?: Partial<ImportCountLabels>;
  /** Why a not-found row is rejected, in the rejected-rows file ("회원을 찾을 수 없어요."). */
  notFoundMessage?: string;
  /** The rejected-rows file's name without "_오류행.csv"; the title by default. */
  fileBaseName?: string;
  /** Called once the commit has started (the job centre shows the rest). */
  onCommitted?: (result: ImportCommitResult) => void;
  /**
   * What of the page besides the file the rules read (the register's initial password): a new
   * value checks the file on screen again.
   */
  recheckKey?: string;
}

/** A failure remembers the size limit the server named when it refused the rows for their size. */
type Failed = { status: 'failed'; tooLarge: number | null };
type DryRunState<K extends string, T> = { status: 'idle' } | { status: 'checking' } | Failed | { status: 'ready'; result: DryRun<K, T> };
type CommitState = { status: 'idle' } | { status: 'committing' } | Failed | { status: 'done'; result: ImportCommitResult };

const failed = (error: unknown): Failed => ({ status: 'failed', tooLarge: sizeRefusalOf(error)?.maxBytes ?? null });

export function ImportDialog<K extends string, T>(props: ImportDialogProps<K, T>) {
  // A new session per opening: the flow's state lives in ImportSession and goes with it.
  const [session, setSession] = useState(0);
  const close = () => {
    setSession((value) => value + 1);
    props.onClose();
  };
  return <ImportSession key={session} {...props} onClose={close} layout="dialog" />;
}

export type ImportPanelProps<K extends string, T> = Omit<ImportDialogProps<K, T>, 'open' | 'onClose'>;

/** The import in the page: its title is the panel's h2, and "start over" forgets the file. */
export function ImportPanel<K extends string, T>(props: ImportPanelProps<K, T>) {
  const [session, setSession] = useState(0);
  return <ImportSession key={session} {...props} open onClose={() => setSession((value) => value + 1)} layout="panel" />;
}

type Layout = 'dialog' | 'panel';

interface PanelProps {
  title: string;
  description: string | undefined;
  /** The flow's actions; null while there is nothing to act on yet. */
  footer: ReactNode;
  children: ReactNode;
}

function Panel({ title, description, footer, children }: PanelProps) {
  const titleId = useId();
  return (
    <S.Panel aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {description && <S.Muted>{description}</S.Muted>}
      {children}
      {footer && <S.Actions>{footer}</S.Actions>}
    </S.Panel>
  );
}

interface ErrorRow<K extends string> extends ImportRowError<K> {
  id: string;
}

function ImportSession<K extends string, T>({
  layout,
  open,
  onClose,
  title,
  description,
  definition,
  countLabels,
  notFoundMessage = text.notFoundMessage,
  fileBaseName = title,
  onCommitted,
  recheckKey,
}: ImportDialogProps<K, T> & { layout: Layout }) {
  const { columns, maxRows = IMPORT_ROWS_MAX } = definition;
  const [reading, setReading] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const [file, setFile] = useState<ReadFile | null>(null);
  const [mapping, setMapping] = useState<ImportMapping<K> | null>(null);
  const [dryRun, setDryRun] = useState<DryRunState<K, T>>({ status: 'idle' });
  const [mode, setMode] = useState<ImportCommitMode>('validOnly');
  const [commit, setCommit] = useState<CommitState>({ status: 'idle' });
  const running = useRef<AbortController | null>(null);
  const flushPending = useFlushPending();
  const mappingTitleId = useId();
  const labels: ImportCountLabels = { new: text.countNew, existing: text.countExisting, notFound: text.countNotFound, ...countLabels };

  useEffect(() => () => running.current?.abort(), []);

  const check = (read: ReadFile, nextMapping: ImportMapping<K>) => {
    running.current?.abort();
    setCommit({ status: 'idle' });
    if (missingRequired(nextMapping, columns).length > 0) {
      setDryRun({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    running.current = controller;
    setDryRun({ status: 'checking' });
    // Another action: pending undoable changes reach the server first, so the dry run's "already
    // in the group" counts see a removal still in its undo window.
    flushPending()
      .then(() => runDryRun(definition, read.csv, nextMapping, { signal: controller.signal }))
      .then(
        (result) => {
          if (controller.signal.aborted) return;
          setDryRun({ status: 'ready', result });
          if (result.rejectedCount > 0) setMode('validOnly');
        },
        (error: unknown) => {
          if (!controller.signal.aborted) setDryRun(failed(error));
        },
      );
  };

  const choose = async (files: File[]) => {
    const picked = files[0];
    if (!picked) return;
    setReading(true);
    try {
      const read = await readImportFile(picked, { maxRows });
      const matched = autoMatch(read.csv.headers, columns);
      // Cleared only once the new file is read: choosing a file again never blanks its message.
      setFileError(null);
      setFile(read);
      setMapping(matched);
      check(read, matched);
    } catch (error) {
      setFileError(error instanceof ImportFileError ? error.message : text.unreadableFile);
    } finally {
      setReading(false);
    }
  };

  const chooseAnother = () => {
    running.current?.abort();
    setFile(null);
    setMapping(null);
    setDryRun({ status: 'idle' });
    setCommit({ status: 'idle' });
  };

  // The page's part of the rules changed: the file on screen is checked against the new one.
  const checkAgain = useEffectEvent(() => {
    if (file && mapping) check(file, mapping);
  });
  const checkedWith = useRef(recheckKey);
  useEffect(() => {
    if (checkedWith.current === recheckKey) return;
    checkedWith.current = recheckKey;
    checkAgain();
  }, [recheckKey]);

  const changeMapping = (key: K, index: number | null) => {
    if (!file || !mapping) return;
    const next = remap(mapping, key, index);
    setMapping(next);
    check(file, next);
  };

  const ready = dryRun.status === 'ready' ? dryRun.result : null;
  const rejectedCount = ready?.rejectedCount ?? 0;
  const committable = ready?.committable ?? [];

  const downloadRejected = async () => {
    if (!file || !ready) return;
    const table = rejectedRowsTable({
      csv: file.csv,
      columns,
      errors: ready.errors,
      notFound: { rowNumbers: ready.classification.notFoundRows ?? [], message: notFoundMessage },
    });
    const rejected = await writeSpreadsheet({ format: 'CSV', ...table, fileName: text.rejectedFileName(fileBaseName) });
    saveBlob(new Blob([new Uint8Array(rejected.bytes)], { type: rejected.contentType }), rejected.fileName);
  };

  const startCommit = async () => {
    if (committable.length === 0) return;
    setCommit({ status: 'committing' });
    try {
      await flushPending();
      const result = await definition.commit(committable, mode);
      setCommit({ status: 'done', result });
      onCommitted?.(result);
    } catch (error) {
      setCommit(failed(error));
    }
  };

  const done = commit.status === 'done' ? commit.result : null;
  const committing = commit.status === 'committing';
  const missing = mapping ? missingRequired(mapping, columns) : [];

  const footer = done ? (
    <Button onClick={onClose}>{layout === 'panel' ? text.startOver : text.close}</Button>
  ) : layout === 'dialog' || file ? (
    <>
      <Button variant="secondary" onClick={onClose}>
        {layout === 'panel' ? text.startOver : text.cancel}
      </Button>
      {ready && (
        <Button loading={committing} disabled={committable.length === 0} onClick={startCommit}>
          {text.commit(committable.length)}
        </Button>
      )}
    </>
  ) : null;

  const heading = done ? text.doneTitle : title;
  const intro = done ? undefined : description;
  const content = done ? (
    <S.Body>
      <Alert tone="success">{done.jobId ? `${text.doneStarted(done.count)} ${text.doneJob}` : text.done(done.count)}</Alert>
    </S.Body>
  ) : (
    <S.Body>
      {!file ? (
        <S.Section>
          <FileInput
            label={text.fileLabel}
            accept={['.csv', 'text/csv']}
            acceptLabel={text.fileAcceptLabel}
            hint={`${text.fileHint} ${text.fileLimits(formatFileSize(IMPORT_FILE_MAX_BYTES), maxRows)}`}
            maxSize={IMPORT_FILE_MAX_BYTES}
            error={fileError ?? undefined}
            disabled={reading}
            onFilesSelected={(files) => void choose(files)}
          />
          {reading && <Spinner label={text.reading} showLabel />}
        </S.Section>
      ) : (
        <S.FileSummary>
          <div>
            <p>{text.fileSummary(file.name, file.csv.records.length)}</p>
            <S.Muted>{file.encoding === 'euc-kr' ? text.encodingEucKr : text.encodingUtf8}</S.Muted>
          </div>
          <Button variant="secondary" size="sm" onClick={chooseAnother} disabled={committing}>
            {text.chooseAnother}
          </Button>
        </S.FileSummary>
      )}

      {file && mapping && (
        <S.Section aria-labelledby={mappingTitleId}>
          <h3 id={mappingTitleId}>{text.mappingTitle}</h3>
          <S.Muted>{text.mappingIntro}</S.Muted>
          {missing.length > 0 && <Alert tone="danger">{text.missingRequired(missing.map((column) => column.label))}</Alert>}
          <ImportMappingTable columns={columns} headers={file.csv.headers} mapping={mapping} disabled={committing} onChange={changeMapping} />
        </S.Section>
      )}

      {file && dryRun.status === 'checking' && <Spinner label={text.checking(file.csv.records.length)} showLabel />}
      {dryRun.status === 'failed' && dryRun.tooLarge !== null && (
        <Alert
          tone="danger"
          action={
            <Button variant="secondary" size="sm" onClick={chooseAnother}>
              {text.chooseAnother}
            </Button>
          }
        >
          {text.tooLargeForServer(formatFileSize(dryRun.tooLarge))}
        </Alert>
      )}
      {dryRun.status === 'failed' && dryRun.tooLarge === null && file && mapping && (
        <Alert
          tone="danger"
          action={
            <Button variant="secondary" size="sm" icon={<Icon name="refresh" size="sm" />} onClick={() => check(file, mapping)}>
              {text.retry}
            </Button>
          }
        >
          {text.classifyFailed}
        </Alert>
      )}

      {ready && (
        <DryRunPreview
          result={ready}
          labels={labels}
          columns={columns}
          rejectedCount={rejectedCount}
          mode={mode}
          onModeChange={setMode}
          onDownloadRejected={() => void downloadRejected()}
          disabled={committing}
        />
      )}

      {commit.status === 'failed' && (
        <Alert tone="danger">
          {commit.tooLarge === null ? text.commitFailed : text.tooLargeForServer(formatFileSize(commit.tooLarge))}
        </Alert>
      )}
      {committing && <Spinner label={text.committing} showLabel />}
    </S.Body>
  );

  return layout === 'panel' ? (
    <Panel title={heading} description={intro} footer={footer}>
      {content}
    </Panel>
  ) : (
    <Dialog open={open} onClose={onClose} title={heading} description={intro} size="lg" footer={footer} closeLabel={text.close}>
      {content}
    </Dialog>
  );
}

interface DryRunPreviewProps<K extends string, T> {
  result: DryRun<K, T>;
  labels: ImportCountLabels;
  columns: ImportDefinition<K, T>['columns'];
  rejectedCount: number;
  mode: ImportCommitMode;
  onModeChange: (mode: ImportCommitMode) => void;
  onDownloadRejected: () => void;
  disabled: boolean;
}

function DryRunPreview<K extends string, T>({ result, labels, columns, rejectedCount, mode, onModeChange, onDownloadRejected, disabled }: DryRunPreviewProps<K, T>) {
  const { validation, classification } = result;
  const titleId = useId();
  const counts = [
    { id: 'new', label: labels.new, value: classification.new },
    { id: 'existing', label: labels.existing, value: classification.existing },
    { id: 'notFound', label: labels.notFound, value: classification.notFound },
    ...(classification.outcomes ?? []).map((outcome) => ({ id: `outcome-${outcome.id}`, label: outcome.label, value: outcome.count })),
    { id: 'invalid', label: text.countInvalid, value: validation.invalidCount },
  ];
  const errorRows: ErrorRow<K>[] = result.errors.map((error, index) => ({ ...error, id: String(index) }));
  const columnOf = (key: K | null) => columns.find((column) => column.key === key);
  const labelOf = (key: K | null) => columnOf(key)?.label ?? text.wholeRow;
  const shownValue = (row: ErrorRow<K>) => (!row.value ? text.emptyValue : columnOf(row.column)?.secret ? text.maskedValue : row.value);
  const errorColumns: DataTableColumn<ErrorRow<K>>[] = [
    { id: 'row', header: text.errorRow, cell: (row) => text.rowNumber(row.rowNumber), width: '6rem' },
    { id: 'column', header: text.errorColumn, cell: (row) => labelOf(row.column), width: '8rem' },
    { id: 'value', header: text.errorValue, cell: shownValue, width: '12rem' },
    { id: 'message', header: text.errorMessage, cell: (row) => row.message },
  ];

  return (
    <S.Section aria-labelledby={titleId}>
      <h3 id={titleId}>{text.previewTitle}</h3>
      <S.Counts>
        {counts.map((count) => (
          <div key={count.id} data-tone={count.id === 'invalid' && count.value > 0 ? 'danger' : undefined}>
            <dt>{count.label}</dt>
            <dd>{text.rows(count.value)}</dd>
          </div>
        ))}
      </S.Counts>
      {errorRows.length > 0 ? (
        <DataTable caption={text.errorsTitle} columns={errorColumns} rows={errorRows} getRowKey={(row) => row.id} height={240} />
      ) : (
        <S.Muted>{text.errorsEmpty}</S.Muted>
      )}
      {rejectedCount > 0 && (
        <S.Actions>
          <Button variant="secondary" size="sm" icon={<Icon name="download" size="sm" />} onClick={onDownloadRejected}>
            {text.downloadRejected}
          </Button>
        </S.Actions>
      )}
      <RadioGroup
        label={text.modeLabel}
        value={mode}
        onChange={(value) => onModeChange(value === 'allOrNothing' ? 'allOrNothing' : 'validOnly')}
        disabled={disabled}
        hint={rejectedCount > 0 ? text.modeAllOrNothingDisabled : undefined}
        options={[
          { value: 'validOnly', label: `${text.modeValidOnly} — ${text.modeValidOnlyHint}` },
          { value: 'allOrNothing', label: `${text.modeAllOrNothing} — ${text.modeAllOrNothingHint}`, disabled: rejectedCount > 0 },
        ]}
      />
    </S.Section>
  );
}
