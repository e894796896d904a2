/**
 * Proves the Storybook side of the scenarios in a real browser: `parameters.scenario` picks the
 * world (through `scenarioLoader`), and the mock's service worker answers the app's calls in it.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useQuery } from '@tanstack/react-query';
import { expect, within } from 'storybook/test';
import { createHttpClient } from '@app/shared/api/client/httpClient';
import { tenantEndpoints } from '@app/shared/api/contract/tenant';
import { scenarioLoader } from '@mocks/runtimes/storybook';

const client = createHttpClient({ baseUrl: '' });

/** The serving tenant's status, as the site shell would read it. */
function TenantStatus() {
  const { data } = useQuery({
    queryKey: ['dev', 'preferences'],
    queryFn: () => client.request(tenantEndpoints.preferences, {}),
  });
  if (!data) return <p>불러오는 중이에요</p>;
  return (
    <dl>
      <dt>서비스 이름</dt>
      <dd>{data.corporation.serviceName}</dd>
      <dt>사이트 상태</dt>
      <dd>{data.status}</dd>
    </dl>
  );
}

const meta = {
  title: 'Dev/시나리오 데이터 · Scenario world',
  component: TenantStatus,
  loaders: [scenarioLoader],
} satisfies Meta<typeof TenantStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultTenant: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('ACTIVE')).toBeVisible();
  },
};

export const TenantArchived: Story = {
  parameters: { scenario: 'tenant-archived' },
  play: async ({ canvasElement, loaded }) => {
    await expect(await within(canvasElement).findByText('ARCHIVED')).toBeVisible();
    await expect(loaded.scenarioSession).toBeNull();
  },
};

export const LoggedInScenario: Story = {
  parameters: { scenario: 'token-expiring' },
  play: async ({ canvasElement, loaded }) => {
    await within(canvasElement).findByText('ACTIVE');
    await expect(loaded.scenarioSession).toMatchObject({ accessToken: expect.any(String) });
  },
};
