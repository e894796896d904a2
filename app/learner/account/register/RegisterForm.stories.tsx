/**
 * The register form alone, its props as controls (variant, the tenant's extra fields, the
 * after-register callback), against the mock. Every state is in the RegisterPage stories; these
 * show the props.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { RegisterField } from '@app/shared/api/contract/account';
import { copy } from '@app/shared/copy';
import { AtRoute, fieldLabel, landedAt } from '../storySupport';
import { RegisterForm } from './RegisterForm';

const text = copy.account;

/** Two of the tenant's field types, as `GET /setting/register` describes them. */
const someFields: RegisterField[] = [
  { name: 'company', label: '회사명', valueType: 'TEXT', options: [], required: true },
  {
    name: 'job',
    label: '직업',
    valueType: 'OPTION',
    options: [
      { label: '학생', value: 'STUDENT' },
      { label: '직장인', value: 'EMPLOYEE' },
    ],
    required: false,
  },
];

const meta = {
  title: 'Learner/Account/회원가입 양식 · RegisterForm',
  component: RegisterForm,
  parameters: { scenario: 'visitor', route: '/app/register' },
  args: { variant: 'EMAIL', fields: [] },
  argTypes: {
    variant: { control: 'inline-radio', options: ['EMAIL', 'ID'] },
    fields: { control: 'object' },
  },
  render: (args) => (
    <AtRoute path="/app/register">
      <RegisterForm {...args} />
    </AtRoute>
  ),
} satisfies Meta<typeof RegisterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText(fieldLabel(text.emailLabel))).toHaveValue('');
    await expect(canvas.getByRole('button', { name: text.requestCode })).toBeInTheDocument();
    await expect(canvas.queryByLabelText(fieldLabel(text.idLabel))).toBeNull();
  },
};

/** The id variant with two extra fields; a required one says so. */
export const IdVariantWithFields: Story = {
  args: { variant: 'ID', fields: someFields },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText(fieldLabel(text.idLabel))).toBeInTheDocument();
    await expect(canvas.getByRole('group', { name: text.extraFieldsTitle })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: text.registerSubmit }));
    const company = canvas.getByLabelText(fieldLabel('회사명'));
    await waitFor(() => expect(company).toHaveAttribute('aria-invalid', 'true'));
    await expect(company).toHaveAccessibleDescription(expect.stringContaining(text.validation.required));
  },
};

/** With `onRegistered`, the form calls it instead of going home. */
export const OnRegistered: Story = {
  args: { variant: 'ID', fields: [], onRegistered: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(fieldLabel(text.idLabel)), 'storyid02');
    await userEvent.click(canvas.getByRole('button', { name: text.checkAvailability }));
    await expect(await canvas.findByText(text.available.ID)).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText(fieldLabel(text.emailLabel)), 'storyid02@klass.test');
    await userEvent.type(canvas.getByLabelText(fieldLabel(text.newPasswordLabel), { selector: 'input' }), 'storyPass02');
    await userEvent.type(canvas.getByLabelText(fieldLabel(text.passwordConfirmLabel), { selector: 'input' }), 'storyPass02');
    await userEvent.type(canvas.getByLabelText(fieldLabel(text.displayNameLabel)), '콜백가입');
    await userEvent.click(canvas.getByLabelText(text.agreeAll));
    await userEvent.click(canvas.getByRole('button', { name: text.registerSubmit }));
    await expect(await canvas.findByText(text.registerDone)).toBeInTheDocument();
    await expect(args.onRegistered).toHaveBeenCalledOnce();
    await expect(canvas.queryByText(landedAt('/'))).toBeNull();
  },
};
