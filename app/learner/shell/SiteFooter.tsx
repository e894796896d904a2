/**
 * The footer of every page: the corporation's details from the tenant preferences (spec
 * learner.md §3 Corporation: serviceName, supportTel, email) and the plugins' stand-in box.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PageContainer } from '@ds/components/PageContainer';
import { up } from '@ds/tokens/breakpoints';
import { vars } from '@ds/tokens/vars';
import type { Corporation } from '@app/shared/api/contract/tenant';
import { copy } from '@app/shared/copy';

const Root = styled.footer`
  margin-top: auto;
  border-top: 1px solid ${vars.color.border};
  background: ${vars.color.surfaceMuted};
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${vars.space[1]} ${vars.space[3]};
  margin: 0;
  ${up('sm')} { display: flex; flex-wrap: wrap; gap: ${vars.space[1]} ${vars.space[6]}; }
  div { display: contents; }
  ${up('sm')} { div { display: flex; gap: ${vars.space[2]}; } }
  dt { font-weight: ${vars.font.weightBold}; }
  dd { margin: 0; }
`;

export function SiteFooter({ corporation, children }: { corporation: Corporation | undefined; children?: ReactNode }) {
  return (
    <Root aria-label={copy.site.footerLabel}>
      <PageContainer padded>
        {corporation && (
          <Details>
            <div>
              <dt>{copy.site.footerServiceName}</dt>
              <dd>{corporation.serviceName}</dd>
            </div>
            {corporation.supportTel && (
              <div>
                <dt>{copy.site.footerSupportTel}</dt>
                <dd>
                  <a href={`tel:${corporation.supportTel.replace(/[^0-9+]/g, '')}`}>{corporation.supportTel}</a>
                </dd>
              </div>
            )}
            <div>
              <dt>{copy.site.footerEmail}</dt>
              <dd>
                <a href={`mailto:${corporation.email}`}>{corporation.email}</a>
              </dd>
            </div>
          </Details>
        )}
        {children}
      </PageContainer>
    </Root>
  );
}
