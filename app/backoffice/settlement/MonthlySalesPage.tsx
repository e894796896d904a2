/**
 * `/admin/settlement` (backoffice.md §2 "Settlement monthly sales", §7 Settlement; issue 43): the
 * paid orders' sales per Seoul month, refunds netted in the order month — a bar chart of the net
 * per month (SalesChart, a radio group choosing the month), the same figures as a table, and the
 * chosen month per product type with a link to the order list filtered to the same orders (its
 * totals are the same to the won). The range and types live in the address (settlementUrl.ts);
 * the XLSX export is a job of the job centre.
 */
import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@ds/components/Button';
import { CheckboxGroup } from '@ds/components/CheckboxGroup';
import { EmptyState } from '@ds/components/EmptyState';
import { ErrorState } from '@ds/components/ErrorState';
import { Select } from '@ds/components/Select';
import { Spinner } from '@ds/components/Spinner';
import { Table, type TableColumn } from '@ds/components/Table';
import { Link } from '@ds/components/TextButton';
import { useToast } from '@ds/components/Toast';
import { formatCount } from '@ds/lib/text/number';
import { vars } from '@ds/tokens/vars';
import { orderTypes, type OrderType } from '@app/shared/api/contract/adminOrder';
import type { MonthSales } from '@app/shared/api/contract/adminSettlement';
import {
  monthDayRange,
  monthsBack,
  monthsBetween,
  seoulMonthOf,
  settledPaymentStatuses,
  SETTLEMENT_MONTHS_MAX,
  type SalesFigures,
} from '@app/shared/api/contract/adminSettlementRules';
import { copy } from '@app/shared/copy';
import { formatPrice } from '@app/shared/lib/format/price';
import { areaById } from '../access/areas';
import { exportMonthlySales, monthlySalesQuery } from '../api/adminSettlement';
import { ordersPath } from '../commerce/orders/paths';
import { useJobCentre } from '../kit/jobs/JobCentre';
import { AdminPage } from '../shell/AdminPage';
import { SalesChart, type ChartMonth } from './SalesChart';
import { readChoice, writeChoice, type SettlementChoice } from './settlementUrl';

const text = copy.backofficeSettlement;
const won = (amount: number) => formatPrice(amount, 'ZERO') ?? '';
/** How far back the month pickers reach: the query's own limit, twice over. */
const PICKABLE_MONTHS = 2 * SETTLEMENT_MONTHS_MAX;

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[4]};
  align-items: flex-start;
  margin-block-end: ${vars.space[4]};
`;
const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[3]};
  align-items: center;
  justify-content: space-between;
  margin-block: ${vars.space[4]};
`;
/** A month or a type name kept on one line: a phone's table scrolls sideways instead of breaking "2026년 1월". */
const OneLine = styled.span`
  white-space: nowrap;
`;
const Section = styled.div`
  margin-block-end: ${vars.space[6]};
  h2 {
    font-size: ${vars.font.sizeLg};
    margin: 0 0 ${vars.space[3]};
  }
`;

function monthLabel(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return text.monthLabel(year, monthNumber);
}

function chartMonths(months: readonly MonthSales[]): ChartMonth[] {
  return months.map((row, index) => {
    const [year, monthNumber] = row.month.split('-').map(Number) as [number, number];
    return {
      month: row.month,
      label: monthLabel(row.month),
      axisLabel: text.shortMonth(monthNumber),
      yearLabel: index === 0 || monthNumber === 1 ? text.year(year) : null,
      netAmount: row.total.netAmount,
      orderCount: row.total.orderCount,
    };
  });
}

/** The order list showing the same orders as a month's figures: the paid statuses, the types, the month's days. */
function ordersOfMonth(month: string, types: readonly OrderType[]): string {
  const params = new URLSearchParams({ status: settledPaymentStatuses.join(',') });
  if (types.length > 0) params.set('orderType', types.join(','));
  params.set('ordered', monthDayRange(month));
  return `${ordersPath()}?${params.toString()}`;
}

function figureColumns<Row extends SalesFigures>(first: TableColumn<Row>): TableColumn<Row>[] {
  return [
    first,
    { id: 'orderCount', header: text.columnCount, align: 'end', cell: (row) => text.count(formatCount(row.orderCount)) },
    { id: 'paymentAmount', header: text.columnPayment, align: 'end', cell: (row) => won(row.paymentAmount) },
    { id: 'refundedAmount', header: text.columnRefunded, align: 'end', cell: (row) => won(row.refundedAmount) },
    { id: 'netAmount', header: text.columnNet, align: 'end', cell: (row) => <strong>{won(row.netAmount)}</strong> },
  ];
}

const monthColumns = figureColumns<MonthSales & SalesFigures>({ id: 'month', header: text.columnMonth, cell: (row) => <OneLine>{monthLabel(row.month)}</OneLine> });

interface TypeRow extends SalesFigures {
  key: string;
  label: string;
}
const typeColumns = figureColumns<TypeRow>({ id: 'type', header: text.columnType, cell: (row) => <OneLine>{row.label}</OneLine> });

function rangeProblem(choice: SettlementChoice): string | null {
  const count = monthsBetween(choice.from, choice.to).length;
  if (count === 0) return text.rangeReversed;
  if (count > SETTLEMENT_MONTHS_MAX) return text.rangeTooLong(SETTLEMENT_MONTHS_MAX);
  return null;
}

export function MonthlySalesPage() {
  const [params, setParams] = useSearchParams();
  // The month the page opened in: the default range and the pickers' last month.
  const [thisMonth] = useState(() => seoulMonthOf(Date.now()));
  const choice = readChoice(params, thisMonth);
  const problem = rangeProblem(choice);
  const query = { from: choice.from, to: choice.to, ...(choice.orderTypes.length > 0 ? { orderType: choice.orderTypes } : {}) };
  const sales = useQuery({ ...monthlySalesQuery(query), enabled: problem === null });
  const toast = useToast();
  const centre = useJobCentre();
  const startExport = useMutation({
    mutationFn: () => exportMonthlySales(query),
    onSuccess: (job) => {
      centre.track(job);
      toast.show(text.exportStarted);
    },
    onError: () => toast.show(text.exportFailed),
  });

  const change = (next: Partial<SettlementChoice>) => setParams(writeChoice({ ...choice, ...next }), { replace: true });
  const monthOptions = monthsBetween(monthsBack(thisMonth, PICKABLE_MONTHS), thisMonth)
    .reverse()
    .map((month) => ({ value: month, label: monthLabel(month) }));

  const chosen = sales.data?.months.find((row) => row.month === choice.month) ?? sales.data?.months.at(-1);
  const typeRows: TypeRow[] = chosen
    ? [
        ...chosen.byType.map((row) => ({ ...row, key: row.orderType, label: text.orderTypeLabels[row.orderType] })),
        { ...chosen.total, key: 'total', label: text.totalRow },
      ]
    : [];

  return (
    <AdminPage title={text.title} area={areaById('SETTLEMENT')} description={text.intro}>
      <Filters role="group" aria-label={text.filterLabel}>
        <Select label={text.from} options={monthOptions} value={choice.from} onChange={(event) => change({ from: event.target.value })} />
        <Select label={text.to} options={monthOptions} value={choice.to} error={problem ?? undefined} onChange={(event) => change({ to: event.target.value, month: event.target.value })} />
        <CheckboxGroup
          label={text.orderTypes}
          hint={text.allTypesHint}
          direction="row"
          options={orderTypes.map((value) => ({ value, label: text.orderTypeLabels[value] }))}
          value={choice.orderTypes}
          onChange={(value) => change({ orderTypes: orderTypes.filter((type) => value.includes(type)) })}
        />
      </Filters>
      {problem ? null : sales.isPending ? (
        <Spinner showLabel />
      ) : sales.isError ? (
        <ErrorState title={text.loadFailed} onRetry={() => void sales.refetch()} retrying={sales.isFetching} />
      ) : sales.data.total.orderCount === 0 ? (
        <EmptyState title={text.emptyTitle} description={text.emptyDescription} />
      ) : (
        <>
          <Toolbar>
            <strong>{text.rangeTotal(sales.data.months.length, won(sales.data.total.netAmount))}</strong>
            <Button variant="secondary" onClick={() => startExport.mutate()} aria-busy={startExport.isPending}>
              {text.export}
            </Button>
          </Toolbar>
          <Section>
            <h2>{text.chartLabel}</h2>
            <SalesChart months={chartMonths(sales.data.months)} selected={chosen?.month ?? choice.to} onSelect={(month) => change({ month })} formatAmount={won} />
          </Section>
          {chosen && (
            <Section>
              <h2>{text.typesCaption(monthLabel(chosen.month))}</h2>
              <Table caption={text.typesCaption(monthLabel(chosen.month))} hideCaption columns={typeColumns} rows={typeRows} getRowKey={(row) => row.key} />
              <p>
                <Link to={ordersOfMonth(chosen.month, choice.orderTypes)}>{text.openOrders(monthLabel(chosen.month))}</Link>
              </p>
            </Section>
          )}
          <Section>
            <h2>{text.monthsCaption}</h2>
            <Table caption={text.monthsCaption} hideCaption columns={monthColumns} rows={sales.data.months.map((row) => ({ ...row, ...row.total }))} getRowKey={(row) => row.month} />
          </Section>
        </>
      )}
    </AdminPage>
  );
}
