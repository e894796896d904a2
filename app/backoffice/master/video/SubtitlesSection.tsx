/**
 * A lesson video's subtitles (issue 44; backoffice.md §7 Hub resource "subtitles"): the list,
 * one per language, each with its file and cue count; a file added by choosing its language and
 * the file, checked here first by the same rules the server refuses by (adminMasterSubtitleRules),
 * so a malformed WebVTT or SRT file is refused at the field with a message naming its line, before
 * anything is sent; delete, confirmed (it cannot be undone). What happened is said politely.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@ds/components/Button';
import { ConfirmDialog } from '@ds/components/ConfirmDialog';
import { FileInput } from '@ds/components/FileInput';
import { Select } from '@ds/components/Select';
import { vars } from '@ds/tokens/vars';
import { isApiError } from '@app/shared/api/client/ApiError';
import { checkSubtitle, SUBTITLE_MAX_BYTES, subtitleProblemMessage } from '@app/shared/api/contract/adminMasterSubtitleRules';
import { subtitleLanguages, type Subtitle, type SubtitleLanguage } from '@app/shared/api/contract/adminMasterVideo';
import { copy } from '@app/shared/copy';
import { formatFileSize } from '@app/shared/lib/format/fileSize';
import { addSubtitle, deleteSubtitle, lessonSubtitlesKey, lessonSubtitlesQuery, lessonVideoPreviewKey } from './api';

const text = copy.backofficeMasterVideo.subtitles;
const ACCEPT = ['.vtt', '.srt'] as const;

const Section = styled.section`
  display: grid;
  gap: ${vars.space[2]};
  > h3 { margin: 0; font-size: ${vars.font.sizeMd}; }
  > p { margin: 0; overflow-wrap: anywhere; }
  > ul { display: grid; gap: ${vars.space[2]}; margin: 0; padding: 0; list-style: none; }
  > ul > li { display: flex; flex-wrap: wrap; gap: ${vars.space[2]}; align-items: center; justify-content: space-between; }
  > ul > li > span { min-width: 0; overflow-wrap: anywhere; }
`;

/** The file's text, or why it is not sent. */
async function readSubtitle(file: File): Promise<{ content: string } | { problem: string }> {
  if (file.size > SUBTITLE_MAX_BYTES) return { problem: text.tooLarge(file.name, formatFileSize(SUBTITLE_MAX_BYTES)) };
  const content = await file.text().catch(() => null);
  if (content === null) return { problem: text.unreadable(file.name) };
  const check = checkSubtitle(file.name, content);
  return check.ok ? { content } : { problem: text.malformed(file.name, subtitleProblemMessage(check.line, check.problem)) };
}

export function SubtitlesSection({ klassId, lessonKey }: { klassId: string; lessonKey: string }) {
  const client = useQueryClient();
  const headingId = useId();
  const list = useQuery(lessonSubtitlesQuery(klassId, lessonKey));
  const [language, setLanguage] = useState<SubtitleLanguage>('ko');
  const [problem, setProblem] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  const [removing, setRemoving] = useState<Subtitle | null>(null);
  // The preview plays the subtitles as tracks: it asks its play info again with the list.
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: lessonSubtitlesKey(klassId, lessonKey) }),
      client.invalidateQueries({ queryKey: lessonVideoPreviewKey(klassId, lessonKey) }),
    ]);

  const add = useMutation({
    mutationFn: (body: { fileName: string; content: string }) => addSubtitle(klassId, lessonKey, { language, ...body }),
    onSuccess: (subtitle) => {
      setProblem(null);
      setSaid(text.added(text.languages[subtitle.language]));
      return refresh();
    },
    // The server's refusal (a malformed line, a language that has one) is said at the field as it came.
    onError: (error) => setProblem(isApiError(error) ? error.message : text.failed),
  });
  const remove = useMutation({
    mutationFn: (subtitle: Subtitle) => deleteSubtitle(klassId, lessonKey, subtitle.subtitleId),
    onSuccess: (_answer, subtitle) => {
      setSaid(text.removed(text.languages[subtitle.language]));
      return refresh();
    },
    onError: () => setSaid(text.removeFailed),
    onSettled: () => setRemoving(null),
  });

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const read = await readSubtitle(file);
    if ('problem' in read) {
      setProblem(read.problem);
      return;
    }
    setProblem(null);
    add.mutate({ fileName: file.name, content: read.content });
  };

  return (
    <Section aria-labelledby={headingId}>
      <h3 id={headingId}>{text.title}</h3>
      {list.isError && <p>{text.loadFailed}</p>}
      {list.data?.length === 0 && <p>{text.none}</p>}
      {list.data && list.data.length > 0 && (
        <ul aria-label={text.listLabel}>
          {list.data.map((subtitle) => (
            <li key={subtitle.subtitleId}>
              <span>{text.item(text.languages[subtitle.language], subtitle.fileName, subtitle.cueCount)}</span>
              <Button size="sm" variant="ghost" onClick={() => setRemoving(subtitle)}>
                {text.remove(text.languages[subtitle.language])}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Select
        label={text.language}
        value={language}
        options={subtitleLanguages.map((value) => ({ value, label: text.languages[value] }))}
        onChange={(event) => setLanguage(subtitleLanguages.find((value) => value === event.target.value) ?? 'ko')}
      />
      <FileInput label={text.file} hint={text.hint(formatFileSize(SUBTITLE_MAX_BYTES))} accept={ACCEPT} error={problem ?? undefined} disabled={add.isPending} onFilesSelected={([file]) => void choose(file)} />
      <p aria-live="polite">{add.isPending ? text.sending : said}</p>
      <ConfirmDialog
        open={removing !== null}
        tone="danger"
        title={removing ? text.confirmRemoveTitle(text.languages[removing.language]) : ''}
        submitLabel={text.confirmRemove}
        cancelLabel={text.keep}
        submitting={remove.isPending}
        onCancel={() => setRemoving(null)}
        onSubmit={() => removing && remove.mutate(removing)}
      >
        <p>{text.confirmRemoveBody}</p>
      </ConfirmDialog>
    </Section>
  );
}
