/** The home: a learner's sections (greeting, continue learning, classes in progress) and a visitor's welcome. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { copy } from '@app/shared/copy';
import { HomePage } from './HomePage';

const meta = {
  title: 'Learner/Home/HomePage',
  component: HomePage,
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const wait = { timeout: 4000 };

export const Learner: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: copy.account.greeting('김하늘') }, wait)).toBeInTheDocument();
    await expect(await canvas.findByTestId('continue-card', {}, wait)).toBeInTheDocument();
    await expect(await canvas.findByRole('heading', { level: 2, name: copy.classes.inProgressTitle })).toBeInTheDocument();
  },
};

export const LearnerMobile: Story = { ...Learner, globals: { viewport: { value: 'xs' } } };

export const NewLearnerWithoutClasses: Story = {
  parameters: { scenario: 'empty' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(copy.classes.continueEmpty, {}, wait)).toBeInTheDocument();
    await expect(await canvas.findByText(copy.classes.empty)).toBeInTheDocument();
  },
};

export const Visitor: Story = {
  parameters: { scenario: 'visitor' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: copy.account.welcomeVisitor })).toBeInTheDocument();
    await expect(await canvas.findByRole('link', { name: copy.common.login })).toBeInTheDocument();
  },
};
