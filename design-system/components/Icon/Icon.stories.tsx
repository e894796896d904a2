import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import styled from 'styled-components';
import { vars } from '@ds/tokens/vars';
import { Icon } from './Icon';
import { iconNames } from './icons';

const meta = {
  title: 'Design system/Icons/Icon',
  component: Icon,
  args: { name: 'chat', size: 'lg' },
  argTypes: {
    name: { control: 'select', options: iconNames },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] },
  },
  parameters: {
    docs: { description: { component: '장식용 아이콘은 `title` 없이 쓰면 보조기기에서 숨겨집니다. 아이콘만으로 뜻을 전할 때는 `title`을 주세요.' } },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(7rem, 1fr));
  gap: ${vars.space[3]};
  padding: 0;
  list-style: none;
  li { display: grid; justify-items: center; gap: ${vars.space[1]}; font-size: ${vars.font.sizeXs}; color: ${vars.color.textMuted}; }
`;

export const AllIcons: Story = {
  render: () => (
    <Grid>
      {iconNames.map((name) => (
        <li key={name}>
          <Icon name={name} size="lg" />
          {name}
        </li>
      ))}
    </Grid>
  ),
  play: async ({ canvasElement }) => {
    // Decorative icons never reach the accessibility tree.
    await expect(within(canvasElement).queryAllByRole('img')).toHaveLength(0);
  },
};

export const Titled: Story = {
  args: { name: 'warning', title: '주의' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('img', { name: '주의' })).toBeInTheDocument();
  },
};

export const Filled: Story = { args: { name: 'star', filled: true } };
