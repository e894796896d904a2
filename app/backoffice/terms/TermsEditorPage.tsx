/**
 * `/admin/terms/:termsKey` (backoffice.md §2 "Terms pages with versions", §5 long text; issue 31):
 * one terms page — its draft, edited and saved (up to 10,000 characters, line breaks kept),
 * published as the next version from an effective day (a Seoul day, today or later; a confirmed
 * step, since a published version is never edited), and its history: every version newest first
 * with where it stands, who published it and when, each opening as it was published.
 *
 * A save carries the draft revision it was based on: if someone saved first, the page says so and
 * keeps what was typed, and the next save goes over the latest knowingly. A failed save keeps
 * what was typed too. Publishing needs the text saved first, so what is published is what the
 * history will show.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { z } from 'zod/mini';
import { Alert } from '@ds/components/Alert';
import { Stack } from '@ds/components/Box';
import { Button } from '@ds/components/Button';
import { DateField } from '@ds/components/DateField';
import { DescriptionList } from '@ds/components/DescriptionList';
import { Dialog } from '@ds/components/Dialog';
import { ErrorState } from '@ds/components/ErrorState';
import { Skeleton } from '@ds/components/Skeleton';
import { Table, type TableColumn } from '@ds/components/Table';
import { TextArea } from '@ds/components/TextArea';
import { Link } from '@ds/components/TextButton';
import { useToast } from '@ds/components/Toast';
import { vars } from '@ds/tokens/vars';
import { termsBodySchema, type TermsPage, type TermsVersionSummary } from '@app/shared/api/contract/adminTerms';
import { effectiveDayProblem, TERMS_BODY_MAX, termsErrorCodes } from '@app/shared/api/contract/adminTermsRules';
import { siteTermsKeys } from '@app/shared/api/endpoints/siteTerms';
import { copy } from '@app/shared/copy';
import { formatDate, formatDateTime } from '@app/shared/lib/format/date';
import { seoulDayOf } from '@app/shared/lib/format/seoulDay';
import { announces } from '@app/shared/sync/querySync';
import { areaById } from '../access/areas';
import { adminHistoryKeys } from '../api/adminHistory';
import { RecordHistory } from '../history/RecordHistory';
import { SaveProblemAlert } from '../kit/forms/SaveProblemAlert';
import { readSaveFailure } from '../kit/forms/saveOutcome';
import { useFormSave } from '../kit/forms/useFormSave';
import { AdminPage } from '../shell/AdminPage';
import { termsPagePath, termsVersionPath } from './paths';
import { adminTermsKeys, fetchTermsPage, publishTerms, saveTermsDraft, termsPageQuery, termsVersionQuery } from './termsApi';
import { TermsStateLabel } from './TermsStateLabel';

const text = copy.backofficeTerms;

// One column no wider than the page: the versions table scrolls inside it instead of widening
// the page past a phone's screen (issue 38: 441 px at 390).
const Column = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space[6]};
  max-width: 880px;
`;

const SectionTitle = styled.h2`
  margin: 0 0 ${vars.space[3]};
  font-size: ${vars.font.sizeLg};
`;

const draftSchema = z.object({ body: termsBodySchema });
type DraftValues = z.infer<typeof draftSchema>;

/** What a change of terms tells the other tabs: the back-office's terms and the learner's current ones. */
// The record's change history too: a publish or a draft save is an entry of it (issue 38: it
// stayed empty until a reload).
const termsChanges = announces(adminTermsKeys.all, siteTermsKeys.all, adminHistoryKeys.all);

function DraftEditor({ page, startingBody }: { page: TermsPage; startingBody: string }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [publishing, setPublishing] = useState(false);
  const form = useForm<DraftValues>({ resolver: zodResolver(draftSchema), defaultValues: { body: startingBody } });
  const { isDirty } = form.formState;

  const save = useFormSave({
    form,
    // A save carries the draft revision it was based on (none yet: the first draft).
    version: page.draft?.revision ?? null,
    send: (values, basedOn) => saveTermsDraft(page.termsKey, { body: values.body, basedOn }),
    meta: termsChanges,
    fieldOf: (path) => (path === 'body' ? path : null),
    // The latest revision is read aside, not into the page's cache: the editor keeps the typed text.
    conflict: { code: termsErrorCodes.termsDraftConflict.code, latest: async () => (await fetchTermsPage(page.termsKey)).draft?.revision ?? null },
    // The editor stays open: the next save is based on the revision this one made.
    versionOf: (saved) => saved.draft?.revision ?? null,
    onSaved: (saved, values) => {
      queryClient.setQueryData(adminTermsKeys.page(page.termsKey), saved);
      void queryClient.invalidateQueries({ queryKey: adminTermsKeys.list() });
      void queryClient.invalidateQueries({ queryKey: adminHistoryKeys.all });
      form.reset(values);
      toast.show(text.draftSaved);
    },
  });

  const errors = form.formState.errors;
  const savedDraft = page.draft;
  return (
    <section aria-labelledby="terms-draft-title">
      <SectionTitle id="terms-draft-title">{text.draftTitle}</SectionTitle>
      <form noValidate onSubmit={save.submit}>
        <Stack gap={3}>
          <SaveProblemAlert problem={save.problem} failed={text.draftUnsaved} stale={text.staleDraft} latestTo={termsPagePath(page.termsKey)} />
          {savedDraft && (
            <p>{text.draftMeta(savedDraft.revision, savedDraft.updatedBy.displayName, formatDateTime(savedDraft.updatedAt))}</p>
          )}
          <TextArea
            label={text.fieldBody}
            hint={text.fieldBodyHint}
            rows={18}
            maxLength={TERMS_BODY_MAX}
            showCounter
            error={errors.body?.message}
            {...form.register('body')}
          />
          <Stack direction="row" gap={2}>
            <Button type="submit" variant="secondary" loading={save.pending}>
              {text.saveDraft}
            </Button>
            <Button type="button" disabled={!savedDraft || isDirty} onClick={() => setPublishing(true)}>
              {text.publish}
            </Button>
          </Stack>
          {savedDraft && isDirty && <p>{text.unsavedBeforePublish}</p>}
        </Stack>
      </form>
      {publishing && savedDraft && <PublishDialog page={page} revision={savedDraft.revision} onClose={() => setPublishing(false)} />}
    </section>
  );
}

function PublishDialog({ page, revision, onClose }: { page: TermsPage; revision: number; onClose: () => void }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const formId = useId();
  const [today] = useState(() => seoulDayOf(Date.now()));
  const [effectiveDay, setEffectiveDay] = useState(today);
  const [dayError, setDayError] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const nextName = text.versionName((page.versions[0]?.version ?? 0) + 1);
  const publish = useMutation({
    mutationFn: () => publishTerms(page.termsKey, { revision, effectiveDay }),
    meta: termsChanges,
    onSuccess: (published) => {
      queryClient.setQueryData(adminTermsKeys.page(page.termsKey), published);
      void queryClient.invalidateQueries({ queryKey: adminTermsKeys.list() });
      void queryClient.invalidateQueries({ queryKey: adminHistoryKeys.all });
      toast.show(text.published(nextName));
      onClose();
    },
    onError: (error) => {
      // The server's day refusal (request.invalid at effectiveDay) carries the rule's own words. A
      // draft saved meanwhile is a failure here (what is published must be what was seen): the
      // page is read again.
      const outcome = readSaveFailure(error, {
        fieldOf: (path) => (path === 'effectiveDay' ? path : null),
        staleCode: termsErrorCodes.termsDraftConflict.code,
      });
      const dayIssue = outcome.issues[0];
      if (dayIssue) setDayError(dayIssue.message);
      else setFailed(true);
      if (outcome.problem === 'stale') void queryClient.invalidateQueries({ queryKey: adminTermsKeys.page(page.termsKey) });
    },
  });
  return (
    <Dialog
      open
      onClose={() => !publish.isPending && onClose()}
      title={text.publishTitle}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={publish.isPending}>
            {copy.common.cancel}
          </Button>
          <Button type="submit" form={formId} loading={publish.isPending}>
            {text.publishConfirm}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const problem = effectiveDayProblem(effectiveDay, Date.now());
          setDayError(problem);
          setFailed(false);
          if (!problem) publish.mutate();
        }}
      >
        <Stack gap={3}>
          <p>{text.publishBody(nextName)}</p>
          {failed && <Alert tone="danger">{text.publishFailed}</Alert>}
          <DateField
            label={text.fieldEffectiveDay}
            hint={text.fieldEffectiveDayHint}
            required
            min={today}
            value={effectiveDay}
            error={dayError ?? undefined}
            onChange={(event) => setEffectiveDay(event.target.value)}
          />
        </Stack>
      </form>
    </Dialog>
  );
}

function VersionHistory({ page }: { page: TermsPage }) {
  const columns: TableColumn<TermsVersionSummary>[] = [
    { id: 'version', header: text.columnVersion, cell: (version) => text.versionName(version.version) },
    { id: 'state', header: text.columnState, cell: (version) => <TermsStateLabel state={version.state} /> },
    { id: 'effective', header: text.columnEffective, cell: (version) => formatDate(version.effectiveAt) },
    { id: 'published', header: text.columnPublished, cell: (version) => text.publishedBy(version.publishedBy.displayName, formatDateTime(version.publishedAt)) },
    {
      id: 'view',
      header: text.view,
      cell: (version) => (
        <Link to={termsVersionPath(page.termsKey, version.version)} aria-label={text.viewVersion(text.versionName(version.version))}>
          {text.view}
        </Link>
      ),
    },
  ];
  return (
    <section aria-labelledby="terms-history-title">
      <SectionTitle id="terms-history-title">{text.historyTitle}</SectionTitle>
      <Table caption={text.historyCaption} hideCaption columns={columns} rows={page.versions} getRowKey={(version) => String(version.version)} emptyText={text.noVersions} />
    </section>
  );
}

/** The text a draft starts from: the saved draft, or (asked for) the latest version's. */
function useStartingBody(page: TermsPage, started: boolean) {
  const latest = page.versions[0];
  const version = useQuery({ ...termsVersionQuery(page.termsKey, latest?.version ?? 1), enabled: started && !page.draft && latest !== undefined });
  if (page.draft) return page.draft.body;
  if (!started) return null;
  if (!latest) return '';
  return version.data?.body ?? null;
}

function TermsEditor({ page }: { page: TermsPage }) {
  const latest = page.versions[0]?.version ?? 0;
  // Which latest version a new draft was asked to start from: a publish makes another version
  // the latest, so the editor starts over (asked again) after one.
  const [startedFrom, setStartedFrom] = useState<number | null>(null);
  const startingBody = useStartingBody(page, startedFrom === latest);
  const facts = [
    { term: text.columnRequired, description: page.required ? text.required : text.optional },
    { term: text.columnCurrent, description: page.current ? text.versionLine(page.current.version, formatDate(page.current.effectiveAt)) : text.none },
    { term: text.columnScheduled, description: page.scheduled ? text.versionLine(page.scheduled.version, formatDate(page.scheduled.effectiveAt)) : text.none },
  ];
  return (
    <Column>
      <DescriptionList items={facts} termWidth="md" />
      {startingBody !== null ? (
        <DraftEditor key={page.termsKey} page={page} startingBody={startingBody} />
      ) : (
        <section aria-labelledby="terms-draft-title">
          <SectionTitle id="terms-draft-title">{text.draftTitle}</SectionTitle>
          <Stack gap={3}>
            <p>{text.noDraft}</p>
            <div>
              <Button onClick={() => setStartedFrom(latest)} loading={startedFrom === latest}>
                {text.startDraft}
              </Button>
            </div>
          </Stack>
        </section>
      )}
      <VersionHistory page={page} />
      <RecordHistory recordType="TERMS" recordKey={page.termsKey} />
    </Column>
  );
}

export function TermsEditorPage() {
  const { termsKey = '' } = useParams();
  // Loaded once for the editor: a refetch (another tab's save) must not replace what is being typed.
  const page = useQuery({ ...termsPageQuery(termsKey), refetchOnWindowFocus: false });
  return (
    <AdminPage title={page.data?.title ?? text.listTitle} area={areaById('TERMS')} description={text.listIntro}>
      {page.data ? (
        <TermsEditor page={page.data} />
      ) : page.isError ? (
        <ErrorState headingLevel={2} title={text.loadFailed} retryLabel={text.retry} onRetry={() => void page.refetch()} />
      ) : (
        <div role="status" aria-label={copy.common.loading}>
          <Skeleton lines={10} />
        </div>
      )}
    </AdminPage>
  );
}
