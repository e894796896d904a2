/**
 * `/admin/messages` (backoffice.md §1 "marketing messages, text messages", §7 Notification "text
 * message async send"; issue 43): compose a text or an advertisement and send it as a job, now or
 * at a Seoul time. The people come from the kit's recipient picker (the member search with "all N
 * matching" as a scope, a group, a pasted list or CSV checked by the dry run), or from the member
 * list's selection ("문자 보내기" beside "수강권 지급" and "쿠폰 발급"). The text shows a live count
 * of characters and CP949 bytes and the type it makes (adminMessageRules.ts says which limits and
 * why), and a change of type is said in a live region. An advertisement shows what is sent, with
 * "(광고)" and the opt-out line; sent at night it needs the operator's explicit confirmation. A JPG
 * picture makes it an MMS (MmsImageField: checked by the carriers' rules before it is uploaded). Before
 * anything is sent the confirmation names the people and says how many of them will not get it
 * and why (the server's `reach`); if the scope moved, it asks again with the new number. A refused
 * or failed send keeps everything typed.
 */
import { useMutation, useQueries, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Alert } from '@ds/components/Alert';
import { Button } from '@ds/components/Button';
import { Checkbox } from '@ds/components/Checkbox';
import { ErrorState } from '@ds/components/ErrorState';
import { RadioGroup } from '@ds/components/RadioGroup';
import { Select } from '@ds/components/Select';
import { Skeleton } from '@ds/components/Skeleton';
import { TextArea } from '@ds/components/TextArea';
import { TextField } from '@ds/components/TextField';
import { useToast } from '@ds/components/Toast';
import { formatCount } from '@ds/lib/text/number';
import { useFocusFirstInvalid } from '@ds/lib/useFocusFirstInvalid';
import { vars } from '@ds/tokens/vars';
import { isApiError } from '@app/shared/api/client/ApiError';
import type { MessageSettings } from '@app/shared/api/contract/adminMessage';
import {
  countMessage,
  messageErrorCodes,
  messageKinds,
  needsNightConfirmation,
  recipientReasons,
  scheduleProblem,
  sentText,
  type MessageKind,
} from '@app/shared/api/contract/adminMessageRules';
import type { RecipientGroup, Recipients } from '@app/shared/api/contract/adminRecipients';
import { copy } from '@app/shared/copy';
import { formatDateTime } from '@app/shared/lib/format/date';
import { seoulLocalToMs } from '@app/shared/lib/format/seoulDay';
import { announces } from '@app/shared/sync/querySync';
import { areaById } from '../access/areas';
import { adminJobKeys } from '../api/adminJob';
import { AreaSectionNav } from '../areas/AreaSectionNav';
import { LiveAnnouncement, useAnnouncer } from '../kit/editor/LiveAnnouncement';
import type { UploadsPending } from '@app/shared/upload/useUploads';
import { RecipientPicker, useRecipientPicker, useRecipientStart, type ChosenRecipients, type RecipientSubject } from '../kit/recipients';
import { AdminPage } from '../shell/AdminPage';
import { adminMessageKeys, dryRunList, groupsQuery, membersQuery, reachQuery, send, settingsQuery } from './api';
import { MmsImageField, type AttachedImage } from './MmsImageField';
import { messageRequestPath } from './paths';

const words = copy.backofficeMessages;
const text = words.compose;
const listText = words.list;

type Timing = 'NOW' | 'LATER';
const timings: readonly Timing[] = ['NOW', 'LATER'];

// Not a <form>: the member search's filter bar is a form of its own, and forms do not nest.
const Form = styled.div`
  display: grid;
  gap: ${vars.space[6]};
  fieldset { display: grid; gap: ${vars.space[3]}; margin: 0; padding: 0; border: 0; min-width: 0; }
  legend { margin-bottom: ${vars.space[2]}; font-size: ${vars.font.sizeLg}; font-weight: ${vars.font.weightBold}; }
`;

const Counter = styled.p`
  margin: 0;
  font-variant-numeric: tabular-nums;
  color: ${vars.color.textMuted};
  &[data-over='true'] { color: ${vars.color.danger}; font-weight: ${vars.font.weightBold}; }
`;

const Preview = styled.figure`
  margin: 0;
  display: grid;
  gap: ${vars.space[2]};
  figcaption { font-weight: ${vars.font.weightBold}; }
  p {
    margin: 0;
    max-width: 24rem;
    padding: ${vars.space[4]};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.md};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

/** The clock the night rule reads for "now", moved on every half minute while the page is open. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * How many of the chosen get it and why the others do not (a night advertisement: also those
 * without night consent), asked of the server for the time it goes when the question opens. In the
 * question, `lead` ("2명에게 광고 문자를 … 보내요") is said only while someone can get it; when
 * nobody can, the question says that instead, with every reason and its count.
 */
function Reach({ kind, people, sendAt, lead }: { kind: MessageKind; people: Recipients; sendAt: string | null; lead?: string }) {
  const reach = useQuery(reachQuery({ kind, people, sendAt }));
  const leadLine = lead && <p>{lead}</p>;
  if (reach.isPending)
    return (
      <>
        {leadLine}
        <p role="status">{text.reachLoading}</p>
      </>
    );
  if (reach.isError)
    return (
      <>
        {leadLine}
        <p>{text.reachFailed}</p>
      </>
    );
  const { total, deliverable, skipped } = reach.data;
  const reasons = deliverable < total && (
    <ul aria-label={text.reachSkippedTitle}>
      {recipientReasons
        .filter((reason) => skipped[reason] > 0)
        .map((reason) => (
          <li key={reason}>{text.reachSkipped(words.reasons[reason], formatCount(skipped[reason]))}</li>
        ))}
    </ul>
  );
  if (deliverable === 0)
    return (
      <Alert tone="danger">
        <p>{text.reachNone(formatCount(total))}</p>
        {reasons}
      </Alert>
    );
  return (
    <>
      {leadLine}
      <p>{deliverable === total ? text.reachAll(formatCount(total)) : text.reach(formatCount(deliverable), formatCount(total))}</p>
      {reasons}
    </>
  );
}

interface Errors {
  sender?: string;
  body?: string;
  sendAt?: string;
  night?: string;
}

function ComposeForm({ settings, groups }: { settings: MessageSettings; groups: readonly RecipientGroup[] }) {
  const navigate = useNavigate();
  const toast = useToast();
  const now = useNow();
  const announcer = useAnnouncer();
  const previewId = useId();

  const [kind, setKind] = useState<MessageKind>('TEXT');
  const [senderNumber, setSenderNumber] = useState(settings.senderNumbers[0]?.number ?? '');
  const [body, setBody] = useState('');
  const [timing, setTiming] = useState<Timing>('NOW');
  const [sendAtLocal, setSendAtLocal] = useState('');
  const [nightConfirmed, setNightConfirmed] = useState(false);
  const [image, setImage] = useState<AttachedImage | null>(null);
  // A picture still going up (or failed, still listed) is not attached: a send then would go without it.
  const [imagePending, setImagePending] = useState<UploadsPending>(null);
  const [sendAskedWhilePending, setSendAskedWhilePending] = useState(false);
  const onImagePending = useCallback((pending: UploadsPending) => {
    setImagePending(pending);
    if (pending === null) setSendAskedWhilePending(false);
  }, []);
  const [errors, setErrors] = useState<Errors>({});

  // Nothing "already holds" a message: the subject never changes, so a list's dry run holds.
  const subject = useMemo<RecipientSubject>(() => ({ key: 'message', dryRun: dryRunList }), []);
  const picker = useRecipientPicker({ listId: 'messages.members', groups, membersQuery, subject });

  const sent = sentText(kind, body, settings);
  const count = countMessage(sent, { hasImage: image !== null });
  const typeWord = words.types[count.type];
  // The type is said when it changes (SMS → LMS), not at every keystroke.
  const lastType = useRef(count.type);
  const { announce } = announcer;
  useEffect(() => {
    if (lastType.current === count.type) return;
    lastType.current = count.type;
    announce(text.typeChanged(typeWord));
  }, [announce, count.type, typeWord]);

  const sendAtMs = timing === 'LATER' ? seoulLocalToMs(sendAtLocal) : null;
  const at = sendAtMs !== null && !Number.isNaN(sendAtMs) ? sendAtMs : now;
  const night = needsNightConfirmation(kind, at);
  const sendAt = sendAtMs !== null && !Number.isNaN(sendAtMs) ? new Date(sendAtMs).toISOString() : null;

  const start = useMutation({
    mutationFn: (people: Recipients) =>
      send({
        kind,
        body,
        senderNumber,
        people,
        sendAt,
        nightConfirmed: night && nightConfirmed,
        imageFileId: image?.fileId ?? null,
      }),
    meta: announces(adminMessageKeys.all, adminJobKeys.all),
    onSuccess: (request) => {
      toast.show(request.scheduled ? text.scheduled(formatDateTime(request.sendAt)) : text.sent);
      void navigate(messageRequestPath(request.requestKey));
    },
  });
  const when = sendAtMs === null ? text.whenNow : text.whenAt(formatDateTime(at));
  // The people the question is about: the same count the question shows (one request), read here
  // so that its yes cannot be pressed when nobody can get it (the server would refuse with 409).
  const [asked, setAsked] = useState<Recipients | null>(null);
  const askedReach = useQueries({ queries: (asked ? [asked] : []).map((people) => reachQuery({ kind, people, sendAt })) });
  const confirm = useRecipientStart(start, {
    confirmTitle: text.confirmTitle,
    confirmBody: (chosen: ChosenRecipients) => (
      <Reach kind={kind} people={chosen.recipients} sendAt={sendAt} lead={text.confirmBody(words.kinds[kind], chosen.scope, when)} />
    ),
    confirmSubmit: timing === 'LATER' ? text.confirmSubmitLater : text.confirmSubmit,
    confirmDisabled: askedReach.some((reach) => reach.data?.deliverable === 0),
    keepEditing: text.keepEditing,
    movedTitle: text.movedTitle,
    movedBody: text.movedBody,
    movedSubmit: text.movedSubmit,
  });

  /** The text, the sender, the time and the night confirmation, said at their fields; true when all can be sent. */
  const checkForm = () => {
    const next: Errors = {};
    if (!senderNumber) next.sender = text.senderRequired;
    if (body.trim() === '') next.body = text.bodyRequired;
    else if (count.unsendable.length > 0) next.body = text.unsendable(count.unsendable.join(' '));
    else if (count.overLimit) next.body = text.overLimit(formatCount(count.bytes));
    if (timing === 'LATER') {
      if (sendAtMs === null || Number.isNaN(sendAtMs)) next.sendAt = text.sendAtRequired;
      else {
        const problem = scheduleProblem(sendAtMs, Date.now());
        if (problem) next.sendAt = problem === 'TOO_SOON' ? text.sendAtTooSoon : text.sendAtTooFar;
      }
    }
    if (night && !nightConfirmed) next.night = text.nightRequired;
    setErrors(next);
    setSendAskedWhilePending(imagePending !== null);
    return Object.keys(next).length === 0 && imagePending === null;
  };

  // A refused send takes the focus to the first field that says why (the night confirmation is far below).
  const { containerRef: refusedFormRef, focusFirstInvalid } = useFocusFirstInvalid<HTMLDivElement>();
  const submit = () => {
    const formOk = checkForm();
    const chosen = picker.choose();
    if (chosen && formOk) {
      setAsked(chosen.recipients);
      confirm.ask(chosen);
    }
    else focusFirstInvalid();
  };

  const { mutateAsync: startAsync } = start;
  const startImported = useCallback((people: Recipients) => startAsync(people), [startAsync]);

  // A refusal the server explains (night, nobody to send to, the schedule) is said in its words.
  const failure = start.error;
  const failureWords =
    isApiError(failure) && Object.values(messageErrorCodes).some((entry) => entry.code === failure.code) ? failure.message : text.failed;
  // A picture the server refused is named at its field too, until another is attached.
  const imageRefused =
    isApiError(failure) && failure.code === messageErrorCodes.messageImageInvalid.code && failure.data?.fileId === image?.fileId ? failure.message : undefined;
  const imageError = sendAskedWhilePending && imagePending !== null ? text.imagePending[imagePending] : imageRefused;

  return (
    <>
      <Form ref={refusedFormRef}>
        <fieldset>
          <legend>{text.kindLegend}</legend>
          <RadioGroup
            label={text.kindLabel}
            hideLabel
            direction="row"
            options={messageKinds.map((value) => ({ value, label: words.kinds[value] }))}
            value={kind}
            hint={text.kindHints[kind]}
            onChange={(value) => setKind(messageKinds.find((candidate) => candidate === value) ?? 'TEXT')}
          />
        </fieldset>

        <fieldset>
          <legend>{text.peopleLegend}</legend>
          <RecipientPicker
            picker={picker}
            words={{
              alreadyHolds: listText.alreadyHolds,
              importTitle: listText.importTitle,
              importDescription: listText.importDescription,
              importFileName: listText.importFileName,
            }}
            startImported={startImported}
            beforeImport={checkForm}
          />
          {picker.fromMembers && <Reach kind={kind} people={{ source: 'SELECTION', selection: picker.fromMembers.selection }} sendAt={sendAt} />}
        </fieldset>

        <fieldset>
          <legend>{text.contentLegend}</legend>
          <Select
            label={text.sender}
            required
            placeholder={text.senderPlaceholder}
            value={senderNumber}
            error={errors.sender}
            onChange={(event) => setSenderNumber(event.target.value)}
            options={settings.senderNumbers.map((sender) => ({ value: sender.number, label: text.senderOption(sender.number, sender.label) }))}
          />
          <TextArea
            label={text.body}
            hint={text.bodyHint}
            required
            rows={6}
            value={body}
            error={errors.body}
            onChange={(event) => setBody(event.target.value)}
          />
          <Counter data-over={count.overLimit || count.unsendable.length > 0}>
            <span>{text.counterLabel}: </span>
            {text.counter(formatCount(count.characters), formatCount(count.bytes), typeWord)}
          </Counter>
          <LiveAnnouncement announcer={announcer} />
          <MmsImageField value={image} error={imageError} onChange={setImage} onPendingChange={onImagePending} />
          {kind === 'MARKETING' && (
            <Preview aria-labelledby={previewId}>
              <figcaption id={previewId}>{text.previewTitle}</figcaption>
              <p>{sent}</p>
            </Preview>
          )}
        </fieldset>

        <fieldset>
          <legend>{text.timeLegend}</legend>
          <RadioGroup
            label={text.timeLabel}
            hideLabel
            direction="row"
            options={timings.map((value) => ({ value, label: value === 'NOW' ? text.now : text.later }))}
            value={timing}
            onChange={(value) => setTiming(value === 'LATER' ? 'LATER' : 'NOW')}
          />
          {timing === 'LATER' && (
            <TextField
              label={text.sendAt}
              hint={text.sendAtHint}
              type="datetime-local"
              required
              value={sendAtLocal}
              error={errors.sendAt}
              onChange={(event) => setSendAtLocal(event.target.value)}
            />
          )}
          {night && (
            <>
              <Alert tone="warning">{text.nightNotice}</Alert>
              <Checkbox
                label={text.nightConfirm}
                checked={nightConfirmed}
                error={errors.night}
                onChange={(event) => setNightConfirmed(event.target.checked)}
              />
            </>
          )}
        </fieldset>

        {confirm.failed && <Alert tone="danger">{failureWords}</Alert>}
        <div>
          <Button loading={start.isPending} onClick={submit}>
            {timing === 'LATER' ? text.submitLater : text.submitNow}
          </Button>
        </div>
      </Form>
      {confirm.dialogs}
    </>
  );
}

export function ComposePage() {
  const settings = useQuery(settingsQuery());
  const groups = useQuery(groupsQuery());
  const failed = settings.isError || groups.isError;
  return (
    <AdminPage title={text.title} area={areaById('MESSAGE')} description={text.intro}>
      <AreaSectionNav />
      {settings.data && groups.data ? (
        <ComposeForm settings={settings.data} groups={groups.data.items} />
      ) : failed ? (
        <ErrorState
          title={text.loadFailed}
          description={copy.common.serverError}
          retryLabel={copy.common.retry}
          onRetry={() => {
            void settings.refetch();
            void groups.refetch();
          }}
        />
      ) : (
        <div role="status" aria-label={copy.common.loading}>
          <Skeleton lines={8} />
        </div>
      )}
    </AdminPage>
  );
}
