/** Layout of the import dialog (or panel): its sections, the file summary and the four counts. */
import styled from 'styled-components';
import { vars } from '@ds/tokens/vars';

/** The import laid out in the page: a bordered card, its title one level under the page's h1. */
export const Panel = styled.section`
  display: grid;
  gap: ${vars.space[4]};
  padding: ${vars.space[5]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};

  h2 {
    margin: 0;
    font-size: ${vars.font.sizeLg};
    font-weight: ${vars.font.weightBold};
  }

  > p {
    margin: 0;
  }
`;

export const Body = styled.div`
  display: grid;
  gap: ${vars.space[5]};
`;

export const Section = styled.section`
  display: grid;
  gap: ${vars.space[3]};

  h3 {
    margin: 0;
    font-size: ${vars.font.sizeMd};
    font-weight: ${vars.font.weightBold};
  }

  p {
    margin: 0;
  }
`;

export const FileSummary = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]};
`;

export const Muted = styled.p`
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
`;

export const Counts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(7rem, 1fr));
  gap: ${vars.space[2]};
  margin: 0;

  div {
    padding: ${vars.space[3]};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.md};
    background: ${vars.color.surfaceMuted};
  }

  dt {
    font-size: ${vars.font.sizeSm};
    color: ${vars.color.textMuted};
  }

  dd {
    margin: 0;
    font-size: ${vars.font.sizeLg};
    font-weight: ${vars.font.weightBold};
  }

  div[data-tone='danger'] dd {
    color: ${vars.color.danger};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
`;
