import type { Meta, StoryObj } from '@storybook/react-vite';
import { Controller, useForm } from 'react-hook-form';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '@ds/components/Button';
import { Checkbox } from '@ds/components/Checkbox';
import { DateRangeField } from '@ds/components/DateRangeField';
import { PasswordField } from '@ds/components/PasswordField';
import { RadioGroup } from '@ds/components/RadioGroup';
import { Rating } from '@ds/components/Rating';
import { Select } from '@ds/components/Select';
import { Switch } from '@ds/components/Switch';
import { TextArea } from '@ds/components/TextArea';
import { TextField } from '@ds/components/TextField';
import { FormField } from './FormField';

const meta = {
  title: 'Design system/Forms/FormField',
  component: FormField,
  args: {
    label: '이메일',
    hint: '로그인과 알림에 쓰여요',
    children: (control) => <input {...control} type="email" defaultValue="learner@klass.kr" />,
  },
  parameters: {
    docs: {
      description: {
        component:
          '모든 입력 컨트롤의 틀입니다. 라벨(필수 표시, 인증 배지), 힌트 또는 오류, 카운터를 그리고, 컨트롤에 `id`, `aria-describedby`, `aria-invalid`를 넘겨 줍니다.',
      },
    },
  },
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('textbox', { name: '이메일' })).toHaveAccessibleDescription('로그인과 알림에 쓰여요');
  },
};

/** learner.md §2, account settings: the e-mail shows a verified flag and a hint. */
export const Verified: Story = {
  args: { verified: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('인증 완료')).toBeInTheDocument();
  },
};

export const Required: Story = { args: { required: true } };
export const Disabled: Story = { args: { disabled: true, children: (control) => <input {...control} disabled defaultValue="learner@klass.kr" /> } };

export const WithError: Story = {
  args: { error: '올바른 형식의 이메일을 입력해 주세요.' },
  play: async ({ canvasElement }) => {
    const input = await within(canvasElement).findByRole('textbox', { name: '이메일' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('올바른 형식의 이메일을 입력해 주세요.');
  },
};

export const WithCounter: Story = { args: { label: '이름', hint: undefined, counter: '3/15', children: (control) => <input {...control} defaultValue="홍길동" /> } };

export const LongKoreanText: Story = {
  args: {
    label: '수료증 발급을 위해 주민등록상 이름과 같은 실명을 입력해 주세요',
    hint: '실명과 다르면 수료증이 발급되지 않을 수 있으며, 발급 후에는 이름을 바꿀 수 없어요. 개명하셨다면 고객센터로 문의해 주세요.',
    required: true,
    verified: true,
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'xs' } } };

interface ReviewForm {
  name: string;
  password: string;
  carrier: string;
  reason: string;
  period: { start: string; end: string };
  rating: number;
  body: string;
  notify: boolean;
  agree: boolean;
}

function ReactHookFormDemo({ onSubmit }: { onSubmit: (values: ReviewForm) => void }) {
  const { register, control, handleSubmit, formState } = useForm<ReviewForm>({
    defaultValues: { name: '', password: '', carrier: '', reason: '', period: { start: '', end: '' }, rating: 0, body: '', notify: false, agree: false },
  });
  const { errors } = formState;
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} style={{ display: 'grid', gap: 16, maxWidth: 480 }}>
      <TextField label="이름" maxLength={15} clearable error={errors.name?.message} {...register('name', { required: '필수 입력 항목이에요.', minLength: { value: 2, message: '2자 이상 입력해 주세요' } })} />
      <PasswordField label="비밀번호" maxLength={20} error={errors.password?.message} {...register('password', { required: '필수 입력 항목이에요.' })} />
      <Select label="택배사" placeholder="선택해 주세요" options={[{ value: 'CJ', label: 'CJ대한통운' }, { value: 'POST', label: '우체국택배' }]} {...register('carrier')} />
      <Controller
        control={control}
        name="reason"
        render={({ field }) => <RadioGroup {...field} label="수강 목적" direction="row" options={[{ value: 'JOB', label: '취업' }, { value: 'HOBBY', label: '취미' }]} />}
      />
      <Controller control={control} name="period" render={({ field }) => <DateRangeField {...field} label="수강 기간" />} />
      <Controller
        control={control}
        name="rating"
        rules={{ min: { value: 1, message: '별점을 선택해 주세요.' } }}
        render={({ field, fieldState }) => <Rating {...field} label="별점" error={fieldState.error?.message} />}
      />
      <TextArea label="수강평" maxLength={10000} error={errors.body?.message} {...register('body', { required: '내용을 입력해 주세요.' })} />
      <Switch label="답변 알림 받기" {...register('notify')} />
      <Checkbox label="수강평 운영 정책에 동의합니다" error={errors.agree?.message} {...register('agree', { required: '약관에 동의해 주세요.' })} />
      <Button type="submit">등록하기</Button>
    </form>
  );
}

const submitted = fn();

/** Every control inside a react-hook-form form: register for native ones, Controller for groups. */
export const InReactHookForm: Story = {
  render: () => <ReactHookFormDemo onSubmit={submitted} />,
  play: async ({ canvasElement }) => {
    submitted.mockClear();
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '등록하기' }));
    await expect(await canvas.findByText('별점을 선택해 주세요.')).toBeInTheDocument();
    await expect(await canvas.findByText('약관에 동의해 주세요.')).toBeInTheDocument();
    await expect(await canvas.findByRole('textbox', { name: '이름' })).toHaveFocus();
    await expect(submitted).not.toHaveBeenCalled();

    await userEvent.type(await canvas.findByRole('textbox', { name: '이름' }), '홍길동');
    await userEvent.type(await canvas.findByLabelText('비밀번호'), 'klass2024!');
    await userEvent.click(await canvas.findByRole('radio', { name: '4점' }));
    await userEvent.type(await canvas.findByRole('textbox', { name: '수강평' }), '좋아요');
    await userEvent.click(await canvas.findByRole('checkbox', { name: '수강평 운영 정책에 동의합니다' }));
    await userEvent.click(await canvas.findByRole('button', { name: '등록하기' }));
    await expect(submitted).toHaveBeenCalledOnce();
    await expect(submitted.mock.calls[0]?.[0]).toMatchObject({ name: '홍길동', password: 'klass2024!', rating: 4, body: '좋아요', agree: true });
  },
};
