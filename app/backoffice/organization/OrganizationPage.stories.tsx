/**
 * Site organization info against the mock (backoffice.md §2 "Site organization info", §5, §7
 * Setting): the saved values, each field's rule message at its field, saving, saved (a toast, and
 * the shell's brand shows the new service name at once), a failed save keeping what was typed,
 * and a failed load.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { copy } from '@app/shared/copy';
import { Backoffice, failing, fieldLabel, findPageHeading, neverAnswering, screen } from '../storySupport';
import { OrganizationPage } from './OrganizationPage';

const text = copy.backoffice;
const ORGANIZATION_PATH = '/rest/setting/admin/tenant/organization';

const meta = {
  title: 'Back-office/Site/사이트 정보 · OrganizationPage',
  component: OrganizationPage,
  render: () => <Backoffice />,
  parameters: { route: '/admin/site/organization', scenario: 'operator', layout: 'fullscreen' },
} satisfies Meta<typeof OrganizationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Scope = ReturnType<typeof within>;

async function fields(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const serviceName = await canvas.findByLabelText(fieldLabel(text.serviceNameLabel));
  return {
    canvas,
    serviceName,
    supportTel: canvas.getByLabelText(fieldLabel(text.supportTelLabel)),
    email: canvas.getByLabelText(fieldLabel(text.organizationEmailLabel)),
  };
}

async function replace(field: HTMLElement, value: string) {
  await userEvent.clear(field);
  if (value) await userEvent.type(field, value);
}

const save = (canvas: Scope) => userEvent.click(canvas.getByRole('button', { name: text.organizationSave }));

/** A field's rule: the message at the field (its description), the field marked invalid. */
async function expectFieldError(canvas: Scope, field: HTMLElement, message: string) {
  await expect(await canvas.findByText(message)).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
}

/** The saved values, under the page's title and breadcrumbs. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await expect(await findPageHeading(canvasElement, text.organizationTitle)).toBeVisible();
    const { canvas, serviceName, supportTel, email } = await fields(canvasElement);
    await expect(serviceName).toHaveValue('클래스 아카데미');
    await expect(supportTel).toHaveValue('02-1234-5678');
    await expect(email).toHaveValue('help@klass.test');
    await expect(canvas.getByText(text.organizationIntro)).toBeVisible();
    const trail = within(canvas.getByRole('navigation', { name: text.breadcrumbsLabel }));
    await expect(trail.getByRole('link', { name: text.home })).toHaveAttribute('href', '/admin');
  },
};

/** §5 short text: a service name of spaces only is empty once normalised. */
export const ServiceNameRequired: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, serviceName } = await fields(canvasElement);
    await replace(serviceName, '   ');
    await save(canvas);
    await expectFieldError(canvas, serviceName, text.serviceNameRule);
  },
};

export const SupportTelFormat: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, supportTel } = await fields(canvasElement);
    await replace(supportTel, '010-abcd');
    await save(canvas);
    await expectFieldError(canvas, supportTel, text.supportTelRule);
  },
};

export const EmailRequired: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, email } = await fields(canvasElement);
    await replace(email, '');
    await save(canvas);
    await expectFieldError(canvas, email, copy.account.validation.required);
  },
};

export const EmailFormat: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, email } = await fields(canvasElement);
    await replace(email, 'help');
    await save(canvas);
    await expectFieldError(canvas, email, copy.account.validation.emailFormat);
  },
};

export const Saving: Story = {
  parameters: { msw: { handlers: [neverAnswering('put', ORGANIZATION_PATH)] } },
  play: async ({ canvasElement }) => {
    const { canvas, serviceName } = await fields(canvasElement);
    await replace(serviceName, '클래스 러닝');
    await save(canvas);
    await expect(await canvas.findByRole('button', { name: text.organizationSave, busy: true })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Saved (normalised): a toast, and the brand in the top bar reads the new name at once. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, serviceName, supportTel } = await fields(canvasElement);
    await replace(serviceName, '  클래스   러닝 ');
    await replace(supportTel, '');
    await save(canvas);
    const toast = await screen(canvasElement).findByText(text.organizationSaved);
    // The toast slides in: visible once its entrance has run.
    await waitFor(() => expect(toast).toBeVisible());
    await expect(serviceName).toHaveValue('클래스 러닝');
    await expect(supportTel).toHaveValue('');
    const banner = within(canvas.getByRole('banner'));
    await expect(await banner.findByRole('link', { name: text.brand('클래스 러닝') })).toBeVisible();
  },
};

/** The save fails: the message above the form, and every value stays as typed. */
export const SaveFails: Story = {
  parameters: { msw: { handlers: [failing('put', ORGANIZATION_PATH)] } },
  play: async ({ canvasElement }) => {
    const { canvas, serviceName, supportTel, email } = await fields(canvasElement);
    await replace(serviceName, '클래스 러닝');
    await replace(supportTel, '1588-1234');
    await replace(email, 'cs@klass.test');
    await save(canvas);
    await expect(await canvas.findByText(text.organizationUnsaved)).toBeVisible();
    await expect(serviceName).toHaveValue('클래스 러닝');
    await expect(supportTel).toHaveValue('1588-1234');
    await expect(email).toHaveValue('cs@klass.test');
    await expect(screen(canvasElement).queryByText(text.organizationSaved)).toBeNull();
  },
};

/** The saved values cannot be read: the error with a retry, never an empty form. */
export const LoadFails: Story = {
  parameters: { msw: { handlers: [failing('get', ORGANIZATION_PATH)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: copy.common.retry })).toBeVisible();
    await expect(canvas.queryByLabelText(fieldLabel(text.serviceNameLabel))).toBeNull();
  },
};
