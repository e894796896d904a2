/**
 * The head of a page inside the main area: breadcrumbs (where the page sits), the page title as
 * the page's one h1, an optional description and the page's actions (e.g. "add"), which wrap below
 * the title on narrow screens. Given `headingRef`, the h1 can take focus from script (tabIndex -1):
 * an app moving focus to the new page's heading after a route change.
 */
import type { ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { up } from '@ds/tokens/breakpoints';
import { vars } from '@ds/tokens/vars';

export interface PageHeaderProps {
  /** The page title, rendered as the h1. */
  title: ReactNode;
  /** Usually a `<Breadcrumbs>`. */
  breadcrumbs?: ReactNode;
  /** A short line under the title. */
  description?: ReactNode;
  /** The page's actions, usually Buttons; the primary one last. */
  actions?: ReactNode;
  /** The h1, focusable from script only: where an app puts focus when the page opens. */
  headingRef?: Ref<HTMLHeadingElement>;
  className?: string;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  margin-bottom: ${vars.space[6]};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${vars.space[3]} ${vars.space[4]};
`;

const Heading = styled.div`
  flex: 1 1 16rem;
  min-width: 0;

  > h1 {
    margin: 0;
    &:focus { outline: none; }
    font-size: ${vars.font.sizeXl};
    font-weight: ${vars.font.weightBold};
    line-height: ${vars.font.lineHeightTight};
    overflow-wrap: anywhere;
    ${up('md')} { font-size: ${vars.font.size2xl}; }
  }
  > p { margin: ${vars.space[1]} 0 0; color: ${vars.color.textMuted}; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]};
`;

export function PageHeader({ title, breadcrumbs, description, actions, headingRef, className }: PageHeaderProps) {
  return (
    <Root className={className}>
      {breadcrumbs}
      <Row>
        <Heading>
          <h1 ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
            {title}
          </h1>
          {description && <p>{description}</p>}
        </Heading>
        {actions && <Actions>{actions}</Actions>}
      </Row>
    </Root>
  );
}
