/**
 * A coupon specification's codes on its detail (backoffice.md §3 couponCodeSpecs, §4 "Codes are
 * ACTIVE or INACTIVE"; issue 30): each code specification — name, kind, word or pattern, how many
 * were asked and made, status — with a link to its code list (each code on or off, CodeListPage)
 * and its codes' export as CSV or XLSX (a file job of the job centre), and "코드 만들기" while the
 * coupon's status allows it (the one status table).
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@ds/components/Button';
import { StatusLabel } from '@ds/components/StatusLabel';
import { Table } from '@ds/components/Table';
import { Link } from '@ds/components/TextButton';
import { useToast } from '@ds/components/Toast';
import { formatCount } from '@ds/lib/text/number';
import type { CodeSpec } from '@app/shared/api/contract/adminCouponCode';
import { canApplyCouponAction, type CouponStatus } from '@app/shared/api/contract/adminCouponRules';
import { copy } from '@app/shared/copy';
import { announces } from '@app/shared/sync/querySync';
import { codeSpecsQuery, exportCodes } from '../api/adminCoupon';
import { useJobCentre } from '../kit/jobs/JobCentre';
import { CodeSpecDialog } from './CodeSpecDialog';
import { DetailSection } from './couponDisplay';
import { codeListPath } from './paths';

const text = copy.backofficeCoupons.codes;

function ExportButtons({ couponKey, spec }: { couponKey: string; spec: CodeSpec }) {
  const centre = useJobCentre();
  const toast = useToast();
  const start = useMutation({
    mutationFn: (format: 'CSV' | 'XLSX') => exportCodes(couponKey, spec.codeSpecKey, format),
    meta: announces(),
    onSuccess: (job) => {
      centre.track(job);
      toast.show(text.exportStarted);
    },
    onError: () => toast.show(text.exportFailed),
  });
  return (
    <>
      <Button size="sm" variant="secondary" aria-busy={start.isPending} onClick={() => start.mutate('CSV')} aria-label={text.exportLabel(spec.name, 'CSV')}>
        CSV
      </Button>{' '}
      <Button size="sm" variant="secondary" aria-busy={start.isPending} onClick={() => start.mutate('XLSX')} aria-label={text.exportLabel(spec.name, 'XLSX')}>
        XLSX
      </Button>
    </>
  );
}

export function CouponCodesSection({ couponKey, status }: { couponKey: string; status: CouponStatus }) {
  const specs = useQuery(codeSpecsQuery(couponKey));
  const [adding, setAdding] = useState(false);
  const rows = specs.data?.items ?? [];
  return (
    <DetailSection>
      <h2>{text.title}</h2>
      {canApplyCouponAction(status, 'ADD_CODES') && <Button onClick={() => setAdding(true)}>{copy.backofficeCoupons.actionLabels.ADD_CODES}</Button>}
      {specs.isError ? (
        <p>{text.loadFailed}</p>
      ) : rows.length === 0 ? (
        <p>{specs.isPending ? copy.common.loading : text.empty}</p>
      ) : (
        <Table
          caption={text.title}
          hideCaption
          rows={rows}
          getRowKey={(spec) => spec.codeSpecKey}
          columns={[
            { id: 'name', header: text.columnName, cell: (spec) => spec.name },
            { id: 'type', header: text.columnType, cell: (spec) => text.typeLabels[spec.publishedType] },
            { id: 'code', header: text.columnCode, cell: (spec) => spec.word ?? spec.pattern ?? text.randomCode },
            { id: 'made', header: text.columnMade, align: 'end', cell: (spec) => text.made(formatCount(spec.generatedCount), formatCount(spec.count)) },
            { id: 'status', header: text.columnStatus, cell: (spec) => <StatusLabel tone={spec.status === 'ACTIVE' ? 'success' : 'neutral'}>{text.statusLabels[spec.status]}</StatusLabel> },
            {
              id: 'export',
              header: text.columnExport,
              cell: (spec) =>
                spec.generatedCount > 0 ? (
                  <>
                    <Link to={codeListPath(couponKey, spec.codeSpecKey)} aria-label={text.listLinkLabel(spec.name)}>
                      {text.listLink}
                    </Link>{' '}
                    <ExportButtons couponKey={couponKey} spec={spec} />
                  </>
                ) : (
                  text.notYet
                ),
            },
          ]}
        />
      )}
      {adding && <CodeSpecDialog couponKey={couponKey} onClose={() => setAdding(false)} />}
    </DetailSection>
  );
}
