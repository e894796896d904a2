/**
 * Layout shared by the paged community sections (questions, reviews): the filter/action toolbar
 * above the list, and the list of cards itself.
 */
import styled from 'styled-components';
import { vars } from '@ds/tokens/vars';

export const SectionToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${vars.space[3]};
  margin-block: ${vars.space[4]};
  > :last-child { margin-inline-start: auto; }
`;

export const SectionList = styled.ul`
  list-style: none;
  margin: 0 0 ${vars.space[4]};
  padding: 0;
  display: grid;
  gap: ${vars.space[3]};
`;
