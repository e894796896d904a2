/**
 * The page frame of the learner site: a skip link, the top bar (service name, login or logout),
 * and the routed page inside the page container.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Outlet, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@ds/components/Button';
import { PageContainer } from '@ds/components/PageContainer';
import { Link } from '@ds/components/TextButton';
import { vars } from '@ds/tokens/vars';
import { copy } from '@app/copy';
import { useSession } from '@app/session/react';

const SkipLink = styled.a`
  position: absolute;
  left: ${vars.space[2]};
  top: -100px;
  padding: ${vars.space[2]} ${vars.space[3]};
  background: ${vars.color.surface};
  z-index: ${vars.z.tooltip};
  &:focus { top: ${vars.space[2]}; }
`;

const Header = styled.header`
  border-bottom: 1px solid ${vars.color.border};
  background: ${vars.color.surface};
`;

const Bar = styled(PageContainer)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-height: 64px;
  gap: ${vars.space[4]};
`;

const ServiceName = styled(Link)`
  font-size: ${vars.font.sizeLg};
  font-weight: ${vars.font.weightBold};
  color: ${vars.color.text};
`;

export function RootLayout() {
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  async function logOut() {
    await session.logout();
    // The next person at this browser must not see this learner's cached data.
    queryClient.clear();
    navigate('/');
  }
  return (
    <>
      <SkipLink href="#main">본문 바로가기</SkipLink>
      <Header>
        <Bar>
          <ServiceName to="/" tone="neutral">
            {copy.common.serviceNameFallback}
          </ServiceName>
          <nav aria-label="계정">
            {session.isAuthenticated ? (
              <Button
                variant="secondary"
                size="sm"
                onClick={() => void logOut()}
              >
                {copy.common.logout}
              </Button>
            ) : (
              <Link to="/app/login">{copy.common.login}</Link>
            )}
          </nav>
        </Bar>
      </Header>
      <PageContainer as="main" id="main" padded tabIndex={-1}>
        <Outlet />
      </PageContainer>
    </>
  );
}
