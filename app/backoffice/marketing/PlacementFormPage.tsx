/**
 * `/admin/marketing/new/{popups|banners}` and `/admin/marketing/:placementKey` (backoffice.md §2
 * "Marketing popup and top banner"; issue 31): a popup's or banner's editor — its name (the
 * popup's heading), sentence, image (the kit's upload, previewed: PlacementImageField), link
 * (through the one safe-URL helper: a `javascript:` or any non-web address is refused at its
 * field), schedule as Seoul times with where it stands now, and target. The order is the list's. Each rule's message is at its field before anything is
 * sent, and a server's refusal lands there too. A failed save keeps what was typed; an edit
 * carries the version it was based on, and if someone saved first the page says so, keeps the work
 * and the next save goes over the latest knowingly.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState, type FormEvent } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import { Alert } from '@ds/components/Alert';
import { Stack } from '@ds/components/Box';
import { Button } from '@ds/components/Button';
import { TextArea } from '@ds/components/TextArea';
import { Link } from '@ds/components/TextButton';
import { TextField } from '@ds/components/TextField';
import { useToast } from '@ds/components/Toast';
import { useFocusFirstInvalid } from '@ds/lib/useFocusFirstInvalid';
import type { Placement } from '@app/shared/api/contract/adminMarketing';
import {
  marketingErrorCodes,
  PLACEMENT_MESSAGE_MAX,
  PLACEMENT_TITLE_MAX,
  placementKinds,
  placementTargets,
  scheduleState,
  type PlacementKind,
} from '@app/shared/api/contract/adminMarketingRules';
import { copy } from '@app/shared/copy';
import { seoulLocalToMs } from '@app/shared/lib/format/seoulDay';
import { announces } from '@app/shared/sync/querySync';
import { areaById } from '../access/areas';
import { EditedRecordPending, useEditedRecord } from '../kit/forms/EditedRecord';
import type { UploadsPending } from '@app/shared/upload/useUploads';
import { SaveProblemAlert } from '../kit/forms/SaveProblemAlert';
import { RadioField } from '../kit/forms/RadioField';
import { useFormSave } from '../kit/forms/useFormSave';
import { DeletePlacement } from './DeletePlacement';
import { AdminPage } from '../shell/AdminPage';
import { adminMarketingKeys, createPlacement, marketingChanges, placementQuery, updatePlacement } from './marketingApi';
import { kindSegment, placementPath, placementsPath } from './paths';
import {
  emptyPlacementForm,
  formFieldOfIssue,
  fromPlacement,
  placementFormSchema,
  toPlacementBody,
  type PlacementFormValues,
} from './placementForm';
import { PlacementImageField } from './PlacementImageField';
import { ScheduleStateLabel } from './ScheduleStateLabel';
import { FormColumn } from '../kit/forms/FormColumn';

const text = copy.backofficeMarketing;

export function PlacementForm({ kind, saved }: { kind: PlacementKind; saved: Placement | null }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const navigate = useNavigate();
  /** When the form opened: a new one starts then, and the schedule's state is told against it. */
  const [openedAt] = useState(() => Date.now());
  const form = useForm<PlacementFormValues>({
    resolver: zodResolver(placementFormSchema),
    defaultValues: saved ? fromPlacement(saved) : emptyPlacementForm(openedAt),
  });
  const [startAt, endAt] = useWatch({ control: form.control, name: ['startAt', 'endAt'] });
  const start = seoulLocalToMs(startAt);
  const end = endAt === '' ? null : seoulLocalToMs(endAt);
  const state =
    !Number.isNaN(start) && (end === null || end > start)
      ? scheduleState({ startAt: new Date(start).toISOString(), endAt: end === null ? null : new Date(end).toISOString() }, openedAt)
      : null;

  const save = useFormSave({
    form,
    version: saved?.version ?? 1,
    send: (values, basedOn) => {
      const body = toPlacementBody(kind, values);
      return saved ? updatePlacement(saved.placementKey, { ...body, version: basedOn }) : createPlacement(body);
    },
    meta: announces(...marketingChanges),
    fieldOf: formFieldOfIssue,
    conflict: saved
      ? { code: marketingErrorCodes.placementVersionConflict.code, latest: async () => (await queryClient.fetchQuery({ ...placementQuery(saved.placementKey), staleTime: 0 })).version }
      : undefined,
    onSaved: (placement) => {
      queryClient.setQueryData(adminMarketingKeys.placement(placement.placementKey), placement);
      void queryClient.invalidateQueries({ queryKey: adminMarketingKeys.list(kind) });
      toast.show(saved ? text.saved : text.created(kind));
      void navigate(placementsPath(kind));
    },
  });

  // An image still going up (or failed, still listed) is not in the form: a save then would go without it.
  const [imagePending, setImagePending] = useState<UploadsPending>(null);
  const { clearErrors, setError } = form;
  const onImagePending = useCallback(
    (pending: UploadsPending) => {
      setImagePending(pending);
      if (pending === null) clearErrors('imageFileId');
    },
    [clearErrors],
  );
  const { containerRef, focusFirstInvalid } = useFocusFirstInvalid<HTMLFormElement>();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (kind !== 'POPUP' || imagePending === null) {
      void save.submit(event);
      return;
    }
    event.preventDefault();
    setError('imageFileId', { message: text.imagePending[imagePending] });
    focusFirstInvalid();
  };

  const errors = form.formState.errors;
  return (
    <form ref={containerRef} noValidate onSubmit={submit}>
      <Stack gap={4}>
        <SaveProblemAlert problem={save.problem} latestTo={saved ? placementPath(saved.placementKey) : undefined} />
        <TextField label={text.fieldTitle} hint={text.fieldTitleHint[kind]} required maxLength={PLACEMENT_TITLE_MAX} error={errors.title?.message} {...form.register('title')} />
        <TextArea label={text.fieldMessage} hint={text.fieldMessageHint} rows={3} maxLength={PLACEMENT_MESSAGE_MAX} showCounter error={errors.message?.message} {...form.register('message')} />
        {/* Only a popup shows an image; the top banner is one line of words. */}
        {kind === 'POPUP' && (
          <Controller
            control={form.control}
            name="imageFileId"
            render={({ field, fieldState }) => (
              <PlacementImageField
                fileId={field.value}
                saved={{ fileId: saved?.imageFileId ?? null, url: saved?.imageUrl ?? null }}
                error={fieldState.error?.message}
                onChange={field.onChange}
                onPendingChange={onImagePending}
              />
            )}
          />
        )}
        <TextField label={text.fieldLink} hint={text.fieldLinkHint} type="url" inputMode="url" error={errors.linkUrl?.message} {...form.register('linkUrl')} />
        <TextField label={text.fieldStart} type="datetime-local" required error={errors.startAt?.message} {...form.register('startAt')} />
        <TextField label={text.fieldEnd} hint={text.fieldEndHint} type="datetime-local" error={errors.endAt?.message} {...form.register('endAt')} />
        {state && (
          <p>
            {text.scheduleNow} <ScheduleStateLabel state={state} />
          </p>
        )}
        <RadioField
          control={form.control}
          name="target"
          label={text.fieldTarget}
          values={placementTargets}
          labels={text.targetLabels}
        />
        <div>
          <Button type="submit" loading={save.pending}>
            {text.save}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

function kindOfSegment(segment: string | undefined): PlacementKind | null {
  return placementKinds.find((kind) => kindSegment[kind] === segment) ?? null;
}

export function NewPlacementPage() {
  const kind = kindOfSegment(useParams().kind);
  return (
    <AdminPage title={kind ? text.createTitle(kind) : text.title} area={areaById('MARKETING')} description={text.formIntro}>
      <FormColumn>
        {kind ? (
          <PlacementForm kind={kind} saved={null} />
        ) : (
          <Alert tone="info" action={<Link to={placementsPath('POPUP')}>{text.backToList}</Link>}>
            {text.loadFailed}
          </Alert>
        )}
      </FormColumn>
    </AdminPage>
  );
}

export function EditPlacementPage() {
  const { placementKey = '' } = useParams();
  const placement = useEditedRecord(placementQuery(placementKey));
  const saved = placement.record;
  return (
    <AdminPage title={saved ? text.editTitle(saved.kind) : text.title} area={areaById('MARKETING')} description={text.formIntro}>
      <FormColumn>
        {saved ? (
          <Stack gap={8}>
            <PlacementForm kind={saved.kind} saved={saved} />
            <DeletePlacement placement={saved} />
          </Stack>
        ) : (
          <EditedRecordPending edited={placement} failedTitle={text.loadFailed} retryLabel={text.retry} />
        )}
      </FormColumn>
    </AdminPage>
  );
}
