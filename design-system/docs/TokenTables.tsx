/**
 * Tables for the design-system introduction page (Introduction.mdx): every token with its name,
 * the variable components read, and its default value, taken from the token objects themselves so
 * the page never drifts from the code.
 */
import styled from 'styled-components';
import { breakpoints, containerMaxWidth } from '@ds/tokens/breakpoints';
import { colorTokens, fontTokens, layoutTokens, motionTokens, radiusTokens, shadowTokens, spaceTokens, zIndexTokens } from '@ds/tokens/vars';
import { tenantThemes } from '@ds/theme/tenantThemes';
import { themeColors } from '@ds/theme/tenantTheme';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;
  th, td { padding: 6px 8px; border-bottom: 1px solid #dee2e6; text-align: left; vertical-align: middle; }
  code { font-size: 13px; }
`;

const Swatch = styled.span`
  display: inline-block;
  width: 28px;
  height: 28px;
  border-radius: 6px;
  border: 1px solid #ced4da;
  vertical-align: middle;
`;

const groups = {
  color: colorTokens,
  font: fontTokens,
  space: spaceTokens,
  radius: radiusTokens,
  shadow: shadowTokens,
  z: zIndexTokens,
  motion: motionTokens,
  layout: layoutTokens,
} as const;

export type TokenGroup = keyof typeof groups;

export function TokenTable({ group }: { group: TokenGroup }) {
  return (
    <Table>
      <thead>
        <tr>
          <th scope="col">이름</th>
          <th scope="col">CSS 변수</th>
          <th scope="col">기본값</th>
          {group === 'color' && <th scope="col">견본</th>}
        </tr>
      </thead>
      <tbody>
        {Object.entries(groups[group]).map(([name, value]) => (
          <tr key={name}>
            <td>
              <code>{`vars.${group}.${name}`}</code>
            </td>
            <td>
              <code>{`--k-${group}-${name}`}</code>
            </td>
            <td>
              <code>{value}</code>
            </td>
            {group === 'color' && (
              <td>
                <Swatch style={{ background: value }} />
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

export function BreakpointTable() {
  return (
    <Table>
      <thead>
        <tr>
          <th scope="col">이름</th>
          <th scope="col">시작 너비</th>
          <th scope="col">CSS</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(breakpoints).map(([name, min]) => (
          <tr key={name}>
            <td>
              <code>{name}</code>
            </td>
            <td>{min}px</td>
            <td>
              <code>{`up('${name}')`}</code>
            </td>
          </tr>
        ))}
        <tr>
          <td>컨테이너</td>
          <td>최대 {containerMaxWidth}px</td>
          <td>
            <code>PageContainer</code>
          </td>
        </tr>
      </tbody>
    </Table>
  );
}

/** What each Storybook tenant theme derives: the text colour on the primary and the primary as text. */
export function TenantThemeTable() {
  return (
    <Table>
      <thead>
        <tr>
          <th scope="col">테넌트</th>
          <th scope="col">글꼴</th>
          <th scope="col">primary</th>
          <th scope="col">onPrimary</th>
          <th scope="col">primaryText</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(tenantThemes).map(([name, { title, theme }]) => {
          const colors = themeColors(theme);
          return (
            <tr key={name}>
              <td>{title}</td>
              <td>{'fontFamily' in theme ? theme.fontFamily : '기본'}</td>
              <td>
                <Swatch style={{ background: colors.primary }} /> <code>{colors.primary}</code>
              </td>
              <td>
                <Swatch style={{ background: colors.onPrimary }} /> <code>{colors.onPrimary}</code>
              </td>
              <td>
                <Swatch style={{ background: colors.primaryText }} /> <code>{colors.primaryText}</code>
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
