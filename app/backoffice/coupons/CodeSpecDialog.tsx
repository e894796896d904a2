/**
 * Adding a code specification to a coupon (backoffice.md §3 couponCodeSpecs, §5 code rules; issue
 * 30): a code name first, then a WORD (the one code, 3–16 Korean/letters/digits), RANDOM codes, or
 * a pattern (up to 16, `*` for random positions) whose random positions and capacity show as it is
 * typed; a count within the capacity. Saving starts the generation job, which the job centre then
 * shows (progress, cancel); a refusal only the server can make (a word already a code, what the
 * pattern has left) shows at its field; anything else says the save failed, values kept.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@ds/components/Button';
import { Dialog } from '@ds/components/Dialog';
import { TextField } from '@ds/components/TextField';
import { useToast } from '@ds/components/Toast';
import { formatCount } from '@ds/lib/text/number';
import { CODE_PATTERN_MAX, codePublishedTypes, RANDOM_CODE_LENGTH } from '@app/shared/api/contract/adminCouponCodeRules';
import { copy } from '@app/shared/copy';
import { announces } from '@app/shared/sync/querySync';
import { adminCouponKeys, createCodeSpec } from '../api/adminCoupon';
import { SaveProblemAlert } from '../kit/forms/SaveProblemAlert';
import { RadioField } from '../kit/forms/RadioField';
import { useFormSave } from '../kit/forms/useFormSave';
import { useJobCentre } from '../kit/jobs/JobCentre';
import { codeFieldOfIssue, codeSpecFormSchema, emptyCodeSpecForm, patternHint, toCodeSpecBody, type CodeSpecFormValues } from './codeSpecForm';

const text = copy.backofficeCoupons.codes;

export function CodeSpecDialog({ couponKey, onClose }: { couponKey: string; onClose: () => void }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const centre = useJobCentre();
  const formId = useId();
  const form = useForm<CodeSpecFormValues>({ resolver: zodResolver(codeSpecFormSchema), defaultValues: emptyCodeSpecForm });
  const [type, pattern] = useWatch({ control: form.control, name: ['publishedType', 'pattern'] });
  const hint = patternHint(pattern);
  const save = useFormSave({
    form,
    // A new specification: no version to base it on.
    version: null,
    send: (values) => createCodeSpec(couponKey, toCodeSpecBody(values)),
    meta: announces(adminCouponKeys.all),
    fieldOf: codeFieldOfIssue,
    onSaved: ({ job }) => {
      centre.track(job);
      void queryClient.invalidateQueries({ queryKey: adminCouponKeys.codeSpecs(couponKey) });
      toast.show(text.started);
      onClose();
    },
  });
  const errors = form.formState.errors;
  return (
    <Dialog
      open
      onClose={() => !save.pending && onClose()}
      title={text.dialogTitle}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={save.pending}>
            {copy.backofficeCoupons.cancel}
          </Button>
          <Button type="submit" form={formId} loading={save.pending}>
            {text.generate}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={save.submit}>
        <SaveProblemAlert problem={save.problem} failed={text.failed} />
        <TextField label={text.fieldName} hint={text.fieldNameHint} required autoComplete="off" error={errors.name?.message} {...form.register('name')} />
        <RadioField
          control={form.control}
          name="publishedType"
          label={text.fieldType}
          direction="row"
          values={codePublishedTypes}
          labels={text.typeLabels}
        />
        {type === 'WORD' && (
          <TextField key="word" label={text.fieldWord} hint={text.fieldWordHint} required autoComplete="off" error={errors.word?.message} {...form.register('word')} />
        )}
        {type === 'PATTERN' && (
          <TextField
            key="pattern"
            label={text.fieldPattern}
            hint={hint ? text.capacity(hint.positions, formatCount(hint.capacity)) : text.fieldPatternHint(CODE_PATTERN_MAX)}
            required
            autoComplete="off"
            error={errors.pattern?.message}
            {...form.register('pattern')}
          />
        )}
        {type === 'RANDOM' && <p>{text.randomHint(RANDOM_CODE_LENGTH)}</p>}
        {type !== 'WORD' && (
          <TextField key="count" label={text.fieldCount} hint={text.fieldCountHint} inputMode="numeric" required error={errors.count?.message} {...form.register('count')} />
        )}
      </form>
    </Dialog>
  );
}
