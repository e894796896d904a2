/**
 * The monthly net sales as a small hand-drawn SVG bar chart (issue 43: chosen over a chart
 * library, which would add tens of KB to this one screen and still need its keyboard and screen
 * reader behaviour written around it). It is a radio group: each month's bar is a radio named with
 * its month, net amount and order count, one tab stop, the arrow keys, Home and End move between
 * months and choose one (the tables beside it show the chosen month), as a radio group does. The
 * labels are real text; the chosen bar is marked by a thick outline and its amount written above
 * it, not by its colour alone; the colours are the theme's primary on the surface (over 3:1).
 * The months table beside it holds the same figures as text. On a phone the months scroll sideways
 * beside an amount axis that stays put, and the chosen month is brought into view, so the bars
 * always have their amounts and the month the tables show is on screen (issue 43, 390 px).
 */
import { useEffect, useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { formatCount } from '@ds/lib/text/number';
import { vars } from '@ds/tokens/vars';
import { copy } from '@app/shared/copy';
import { chartScale, inMan } from './chartScale';

const text = copy.backofficeSettlement;

export interface ChartMonth {
  month: string;
  /** How the month is read aloud and in the tables ("2026년 11월"). */
  label: string;
  /** The axis label ("11월"). */
  axisLabel: string;
  /** The year under the axis label, at January and at the first bar ("2026년"); null elsewhere. */
  yearLabel: string | null;
  netAmount: number;
  orderCount: number;
}

export interface SalesChartProps {
  months: readonly ChartMonth[];
  selected: string;
  onSelect: (month: string) => void;
  /** The net amount in words ("1,234,000원"). */
  formatAmount: (amount: number) => string;
}

const BAR_SLOT = 56;
const BAR_WIDTH = 32;
const AXIS_WIDTH = 88;
const TOP = 28;
const PLOT_HEIGHT = 180;
const BOTTOM = 44;

// The axis stays at the left; only the months scroll.
const Plot = styled.div`
  display: flex;
  padding-block: ${vars.space[2]};
`;
const Scroll = styled.div`
  overflow-x: auto;
  min-width: 0;
`;
const Hint = styled.p`
  margin: 0 0 ${vars.space[2]};
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
`;
const Svg = styled.svg`
  display: block;
  font-family: ${vars.font.family};
  .bar {
    fill: ${vars.color.primary};
  }
  .month:focus {
    outline: none;
  }
  .month:focus-visible .focus {
    stroke: ${vars.color.focusRing};
    stroke-width: 2;
    stroke-dasharray: 4 2;
  }
  .chosen {
    stroke: ${vars.color.text};
    stroke-width: 3;
  }
  text {
    fill: ${vars.color.text};
    font-size: 12px;
  }
  .muted {
    fill: ${vars.color.textMuted};
  }
  .grid {
    stroke: ${vars.color.border};
  }
`;

export function SalesChart({ months, selected, onSelect, formatAmount }: SalesChartProps) {
  const bars = useRef(new Map<string, SVGGElement>());
  const scroll = useRef<HTMLDivElement>(null);
  const scale = chartScale(Math.max(0, ...months.map((row) => row.netAmount)));
  const width = months.length * BAR_SLOT;
  const height = TOP + PLOT_HEIGHT + BOTTOM;
  const y = (amount: number) => TOP + PLOT_HEIGHT - (amount / scale.top) * PLOT_HEIGHT;
  const chosenIndex = Math.max(0, months.findIndex((row) => row.month === selected));

  // The chosen month in view when the months do not fit (the last month, at first, is at the far end).
  useEffect(() => {
    const box = scroll.current;
    if (!box) return;
    const left = chosenIndex * BAR_SLOT;
    if (left < box.scrollLeft) box.scrollLeft = left;
    else if (left + BAR_SLOT > box.scrollLeft + box.clientWidth) box.scrollLeft = left + BAR_SLOT - box.clientWidth;
  }, [chosenIndex]);

  function move(event: KeyboardEvent, index: number) {
    const last = months.length - 1;
    const target =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? Math.min(last, index + 1)
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? Math.max(0, index - 1)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    const month = months[target]?.month;
    if (!month) return;
    onSelect(month);
    bars.current.get(month)?.focus();
  }

  return (
    <div>
      <Hint id="sales-chart-hint">{text.chartHint}</Hint>
      <Plot>
        <Svg width={AXIS_WIDTH} height={height} viewBox={`0 0 ${AXIS_WIDTH} ${height}`} aria-hidden="true">
          {scale.ticks.map((tick) => (
            <g key={tick}>
              <line className="grid" x1={AXIS_WIDTH - 4} x2={AXIS_WIDTH} y1={y(tick)} y2={y(tick)} />
              <text className="muted" x={AXIS_WIDTH - 8} y={y(tick) + 4} textAnchor="end">
                {text.axisAmount(formatCount(inMan(tick)))}
              </text>
            </g>
          ))}
        </Svg>
        <Scroll ref={scroll}>
          <Svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} role="radiogroup" aria-label={text.chartLabel} aria-describedby="sales-chart-hint">
            {scale.ticks.map((tick) => (
              <line key={tick} className="grid" aria-hidden="true" x1={0} x2={width} y1={y(tick)} y2={y(tick)} />
            ))}
            {months.map((row, index) => {
              const chosen = index === chosenIndex;
              const x = index * BAR_SLOT + (BAR_SLOT - BAR_WIDTH) / 2;
              const top = y(row.netAmount);
              return (
                <g
                  key={row.month}
                  ref={(element) => {
                    if (element) bars.current.set(row.month, element);
                    else bars.current.delete(row.month);
                  }}
                  className="month"
                  role="radio"
                  aria-checked={chosen}
                  aria-label={text.chartPoint(row.label, formatAmount(row.netAmount), formatCount(row.orderCount))}
                  tabIndex={chosen ? 0 : -1}
                  onClick={() => onSelect(row.month)}
                  onKeyDown={(event) => move(event, index)}
                >
                  <rect className="focus" x={x - 6} y={TOP - 22} width={BAR_WIDTH + 12} height={PLOT_HEIGHT + 44} fill="transparent" />
                  <rect className={chosen ? 'bar chosen' : 'bar'} x={x} y={top} width={BAR_WIDTH} height={Math.max(0, TOP + PLOT_HEIGHT - top)} />
                  {chosen && (
                    <text x={x + BAR_WIDTH / 2} y={Math.max(12, top - 8)} textAnchor="middle" aria-hidden="true">
                      {text.axisAmount(formatCount(inMan(row.netAmount)))}
                    </text>
                  )}
                  <text x={x + BAR_WIDTH / 2} y={TOP + PLOT_HEIGHT + 18} textAnchor="middle" fontWeight={chosen ? 700 : 400} aria-hidden="true">
                    {row.axisLabel}
                  </text>
                  {row.yearLabel && (
                    <text className="muted" x={x + BAR_WIDTH / 2} y={TOP + PLOT_HEIGHT + 36} textAnchor="middle" aria-hidden="true">
                      {row.yearLabel}
                    </text>
                  )}
                </g>
              );
            })}
          </Svg>
        </Scroll>
      </Plot>
    </div>
  );
}
