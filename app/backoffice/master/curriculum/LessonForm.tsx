/**
 * One lesson's form in the curriculum editor (§3 lessons: title, description, status, preview
 * duration, and a quiz's form and score; issue 44). What is typed is the editor's work, kept in the
 * browser at every keystroke, so a reload or a stale draft never loses it; saving checks it with
 * the contract's own schema (the rules the mock refuses by) and sends one EDIT_LESSON command.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@ds/components/Button';
import { RadioGroup } from '@ds/components/RadioGroup';
import { TextArea } from '@ds/components/TextArea';
import { TextField } from '@ds/components/TextField';
import { vars } from '@ds/tokens/vars';
import { lessonFieldsSchema, type DraftLesson, type LessonFields, type LessonStatus } from '@app/shared/api/contract/adminMaster';
import { CURRICULUM_DESCRIPTION_MAX, CURRICULUM_TITLE_MAX } from '@app/shared/api/contract/adminMasterCurriculumRules';
import { copy } from '@app/shared/copy';
import type { LessonFormValues } from './curriculumWork';

const text = copy.backofficeMaster.editor;
const form = text.lessonForm;

const Form = styled.form`
  display: grid;
  gap: ${vars.space[3]};
  padding: ${vars.space[3]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  > div[data-row] { display: grid; gap: ${vars.space[3]}; grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr)); }
  > div[data-actions] { display: flex; flex-wrap: wrap; gap: ${vars.space[2]}; align-items: center; }
  > div[data-actions] p { margin: 0; color: ${vars.color.textMuted}; font-size: ${vars.font.sizeSm}; }
`;

export function formValuesOf(lesson: DraftLesson): LessonFormValues {
  return {
    title: lesson.title,
    description: lesson.description,
    status: lesson.status,
    previewSeconds: String(lesson.previewSeconds),
    questionCount: String(lesson.quiz?.questionCount ?? ''),
    passScore: String(lesson.quiz?.passScore ?? ''),
  };
}

const whole = (value: string) => (/^\d+$/.test(value.trim()) ? Number(value.trim()) : Number.NaN);

type FieldName = 'title' | 'description' | 'previewSeconds' | 'questionCount' | 'passScore';
const messages: Record<FieldName, string> = {
  title: text.titleRule,
  description: form.descriptionRule,
  previewSeconds: form.previewRule,
  questionCount: form.questionRule,
  passScore: form.passScoreRule,
};

/** The fields the values make, or each field's message by the contract's rules. */
export function readLessonForm(values: LessonFormValues, kind: DraftLesson['kind']): { fields: LessonFields } | { errors: Partial<Record<FieldName, string>> } {
  const parsed = lessonFieldsSchema.safeParse({
    title: values.title,
    description: values.description,
    status: values.status,
    previewSeconds: whole(values.previewSeconds),
    quiz: kind === 'quiz' ? { questionCount: whole(values.questionCount), passScore: whole(values.passScore) } : null,
  });
  if (parsed.success) return { fields: parsed.data };
  const errors: Partial<Record<FieldName, string>> = {};
  for (const issue of parsed.error.issues) {
    const [first, second] = issue.path;
    const field = (first === 'quiz' ? second : first) as FieldName;
    if (field in messages) errors[field] = messages[field];
  }
  return { errors };
}

interface LessonFormProps {
  lesson: DraftLesson;
  values: LessonFormValues;
  onChange: (values: LessonFormValues) => void;
  onSave: (fields: LessonFields) => void;
  onClose: () => void;
}

export function LessonForm({ lesson, values, onChange, onSave, onClose }: LessonFormProps) {
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const set = (patch: Partial<LessonFormValues>) => onChange({ ...values, ...patch });
  const id = `lesson-form-${lesson.key}`;
  return (
    <Form
      aria-label={text.editLesson(lesson.title)}
      id={id}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const read = readLessonForm(values, lesson.kind);
        if ('errors' in read) {
          setErrors(read.errors);
          const first = Object.keys(read.errors)[0];
          if (first) document.getElementById(`${id}-${first}`)?.focus();
          return;
        }
        setErrors({});
        onSave(read.fields);
      }}
    >
      <TextField
        id={`${id}-title`}
        label={form.title}
        value={values.title}
        maxLength={CURRICULUM_TITLE_MAX}
        showCounter
        error={errors.title}
        onChange={(event) => set({ title: event.target.value })}
      />
      <TextArea
        id={`${id}-description`}
        label={form.description}
        hint={form.descriptionHint(lesson.kind)}
        value={values.description}
        maxLength={CURRICULUM_DESCRIPTION_MAX}
        rows={4}
        error={errors.description}
        onChange={(event) => set({ description: event.target.value })}
      />
      <RadioGroup
        label={form.status}
        hint={form.statusHint}
        direction="row"
        value={values.status}
        options={(['PUBLIC', 'PRIVATE'] as const).map((value) => ({ value, label: text.lessonStatus[value] }))}
        onChange={(value) => set({ status: value as LessonStatus })}
      />
      <div data-row="">
        <TextField
          id={`${id}-previewSeconds`}
          label={form.previewSeconds}
          hint={form.previewHint}
          inputMode="numeric"
          value={values.previewSeconds}
          error={errors.previewSeconds}
          onChange={(event) => set({ previewSeconds: event.target.value })}
        />
        {lesson.kind === 'quiz' && (
          <>
            <TextField
              id={`${id}-questionCount`}
              label={form.questionCount}
              inputMode="numeric"
              value={values.questionCount}
              error={errors.questionCount}
              onChange={(event) => set({ questionCount: event.target.value })}
            />
            <TextField
              id={`${id}-passScore`}
              label={form.passScore}
              inputMode="numeric"
              value={values.passScore}
              error={errors.passScore}
              onChange={(event) => set({ passScore: event.target.value })}
            />
          </>
        )}
      </div>
      <div data-actions="">
        <Button type="submit" size="sm">
          {form.save}
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={onClose}>
          {text.closeLesson}
        </Button>
        {JSON.stringify(values) !== JSON.stringify(formValuesOf(lesson)) && <p>{form.unsavedNote}</p>}
      </div>
    </Form>
  );
}
