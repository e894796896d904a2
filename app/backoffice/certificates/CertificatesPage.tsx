/**
 * `/admin/certificates` (backoffice.md §2 certificates, §3 Certificate: name, primary flag; issue
 * 32): every certificate on the list kit, the primary first, with the classes and courses that
 * print it; how many print the primary by default. Making another one primary is a reversible
 * change through the kit's undo queue, whose toast says which one stops being the primary; a name
 * opens the layout editor; "수료증 추가" names a new one and opens its editor; one no class or
 * course prints can be deleted, asked first (issue 40), a refusal naming those that print it.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '@ds/components/Alert';
import { Button } from '@ds/components/Button';
import type { DataTableColumn } from '@ds/components/DataTable';
import { StatusLabel } from '@ds/components/StatusLabel';
import { Link } from '@ds/components/TextButton';
import { formatCount } from '@ds/lib/text/number';
import type { CertificateSummary } from '@app/shared/api/contract/adminCertificate';
import { copy } from '@app/shared/copy';
import { formatDate } from '@app/shared/lib/format/date';
import { areaById } from '../access/areas';
import { ListPage } from '../kit/list/ListPage';
import { defineList } from '../kit/list/urlState';
import { useListState } from '../kit/list/useListState';
import { useUndoableAction } from '../kit/undo/UndoProvider';
import { AdminPage } from '../shell/AdminPage';
import { adminCertificateKeys, certificatesQuery, learnerCertificatesArea, makeCertificatePrimary } from './certificateApi';
import { CreateCertificateButton } from './CreateCertificateButton';
import { DeleteCertificateDialog } from './DeleteCertificateDialog';
import { certificateEditorPath } from './paths';

const text = copy.backofficeCertificates;

export const certificateList = defineList({
  id: 'certificates',
  filters: { q: { kind: 'text', label: text.columnName } },
  // A tenant has a handful: one order (the server's: primary first, then by name), one page; the
  // sort field names no column, so no header offers a sort the list does not make.
  sortFields: ['listOrder'],
  defaultSort: { field: 'listOrder', direction: 'asc' },
  pageSizes: [100],
  defaultPageSize: 100,
  columns: [
    { id: 'name', alwaysVisible: true },
    { id: 'primary', alwaysVisible: true },
    { id: 'title' },
    { id: 'items' },
    { id: 'uses' },
    { id: 'updatedAt' },
    { id: 'remove', alwaysVisible: true },
  ],
});

function usesText(certificate: CertificateSummary): string {
  const [first, ...rest] = certificate.uses;
  if (!first) return text.usesNone;
  const named = `${text.targetTypes[first.targetType]} ${first.title}`;
  return rest.length > 0 ? `${named} ${text.usesMore(rest.length)}` : named;
}

type CertificateList = { items: CertificateSummary[]; defaultUseCount: number };

/** The list with `certificateKey` as the one primary (what the screen shows until the send). */
function withPrimary(data: CertificateList, certificateKey: string): CertificateList {
  return { ...data, items: data.items.map((item) => ({ ...item, primary: item.certificateKey === certificateKey })) };
}

export function CertificatesPage() {
  const list = useListState(certificateList);
  const queryClient = useQueryClient();
  const undoable = useUndoableAction();
  const certificates = useQuery(certificatesQuery());
  const q = list.state.filters.q.trim();
  const rows = certificates.data?.items.filter((item) => !q || item.name.includes(q)) ?? [];
  const page = {
    data: certificates.data ? { items: rows, totalCount: rows.length, totalPages: 1 } : undefined,
    isError: certificates.isError,
    refetch: () => certificates.refetch(),
  };
  const primary = certificates.data?.items.find((item) => item.primary) ?? null;
  const [deleting, setDeleting] = useState<CertificateSummary | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  function makePrimary(certificate: CertificateSummary) {
    const { queryKey } = certificatesQuery();
    const before = queryClient.getQueryData(queryKey);
    if (!before) return;
    undoable.run({
      label: text.madePrimary(certificate.name, primary?.name ?? null),
      apply: () => queryClient.setQueryData(queryKey, withPrimary(before, certificate.certificateKey)),
      revert: () => queryClient.setQueryData(queryKey, before),
      send: ({ keepalive }) => makeCertificatePrimary(certificate.certificateKey, { keepalive }),
      changes: [adminCertificateKeys.all, learnerCertificatesArea],
    });
  }

  const columns: DataTableColumn<CertificateSummary>[] = [
    { id: 'name', header: text.columnName, cell: (row) => <Link to={certificateEditorPath(row.certificateKey)}>{row.name}</Link> },
    {
      id: 'primary',
      header: text.columnPrimary,
      cell: (row) =>
        row.primary ? (
          <StatusLabel tone="success">{text.primaryLabel}</StatusLabel>
        ) : (
          <Button size="sm" variant="secondary" aria-label={text.makePrimaryLabel(row.name)} onClick={() => makePrimary(row)}>
            {text.makePrimary}
          </Button>
        ),
    },
    { id: 'title', header: text.columnTitle, cell: (row) => row.title },
    { id: 'items', header: text.columnItems, align: 'end', cell: (row) => text.itemCount(row.itemCount) },
    { id: 'uses', header: text.columnUses, cell: usesText },
    { id: 'updatedAt', header: text.columnUpdatedAt, cell: (row) => formatDate(row.updatedAt) },
    {
      id: 'remove',
      header: text.remove.column,
      // The primary is not deleted: the classes without their own print it.
      cell: (row) =>
        row.primary ? null : (
          <Button size="sm" variant="ghost" aria-label={text.remove.label(row.name)} onClick={() => setDeleting(row)}>
            {text.remove.submit}
          </Button>
        ),
    },
  ];

  return (
    <AdminPage
      title={text.listTitle}
      area={areaById('CERTIFICATE')}
      description={text.listIntro}
      actions={<CreateCertificateButton />}
    >
      {refusal ? (
        <Alert tone="danger" onClose={() => setRefusal(null)}>
          {refusal}
        </Alert>
      ) : null}
      <ListPage
        list={list}
        page={page}
        caption={text.caption}
        noun={text.noun}
        unit={text.unit}
        columns={columns}
        getRowKey={(row) => row.certificateKey}
        getRowLabel={(row) => row.name}
        toolbar={
          certificates.data && (
            <span>
              {primary ? text.defaultUses(formatCount(certificates.data.defaultUseCount)) : text.noPrimary}
            </span>
          )
        }
        emptyAction={<CreateCertificateButton />}
      />
      <DeleteCertificateDialog certificate={deleting} onClose={() => setDeleting(null)} onRefused={setRefusal} />
    </AdminPage>
  );
}
