/**
 * `/admin/products/warehouses` (issue 40 "Stock per warehouse for books and goods; warehouses are
 * data (list, add, rename), not constants"; backoffice.md §7 Product "stock per warehouse"): the
 * tenant's warehouses on the list kit — searched by name, sorted, paged, all in the URL — each
 * with the units and variants it holds; a new warehouse and a rename from here. A warehouse is not
 * deleted: stock and past orders name it. Each one is a stock column of every product's grid.
 */
import { useState } from 'react';
import { Button } from '@ds/components/Button';
import type { DataTableColumn } from '@ds/components/DataTable';
import { formatCount } from '@ds/lib/text/number';
import { WAREHOUSE_PAGE_SIZE, type Warehouse } from '@app/shared/api/contract/adminProductWarehouse';
import { warehouseSortFields } from '@app/shared/api/contract/adminProductWarehouseSorts';
import { copy } from '@app/shared/copy';
import { formatDate } from '@app/shared/lib/format/date';
import { areaById } from '../access/areas';
import { AreaSectionNav } from '../areas/AreaSectionNav';
import { ListPage, useListPageQuery } from '../kit/list/ListPage';
import { defineList } from '../kit/list/urlState';
import { useListState } from '../kit/list/useListState';
import { AdminPage } from '../shell/AdminPage';
import { warehousesQuery } from './api';
import { WarehouseNameDialog } from './WarehouseNameDialog';

const text = copy.backofficeProducts;

export const warehousesList = defineList({
  id: 'product-warehouses',
  filters: { name: { kind: 'text', label: text.nameFilter, placeholder: text.nameFilterPlaceholder } },
  sortFields: warehouseSortFields,
  defaultSort: { field: 'createdAt', direction: 'asc' },
  pageSizes: [WAREHOUSE_PAGE_SIZE, 50, 100],
  defaultPageSize: WAREHOUSE_PAGE_SIZE,
  columns: [{ id: 'name', alwaysVisible: true }, { id: 'stockUnits' }, { id: 'stockedVariants' }, { id: 'createdAt' }, { id: 'actions', alwaysVisible: true }],
});

type Dialogs = { kind: 'create' } | { kind: 'rename'; warehouse: Warehouse } | null;

export function WarehousesPage() {
  const list = useListState(warehousesList);
  const page = useListPageQuery(list, (query) => warehousesQuery(query));
  const [dialog, setDialog] = useState<Dialogs>(null);
  const close = () => setDialog(null);

  const columns: DataTableColumn<Warehouse>[] = [
    { id: 'name', header: text.columnName, cell: (warehouse) => warehouse.name },
    { id: 'stockUnits', header: text.columnStockUnits, align: 'end', cell: (warehouse) => text.units(formatCount(warehouse.stockUnits)) },
    { id: 'stockedVariants', header: text.columnStockedVariants, align: 'end', cell: (warehouse) => text.variants(formatCount(warehouse.stockedVariants)) },
    { id: 'createdAt', header: text.columnCreatedAt, cell: (warehouse) => formatDate(warehouse.createdAt) },
    {
      id: 'actions',
      header: text.columnActions,
      cell: (warehouse) => (
        <Button size="sm" variant="secondary" aria-label={text.renameOf(warehouse.name)} onClick={() => setDialog({ kind: 'rename', warehouse })}>
          {text.rename}
        </Button>
      ),
    },
  ];

  const add = <Button onClick={() => setDialog({ kind: 'create' })}>{text.newWarehouse}</Button>;
  return (
    <AdminPage title={text.warehousesTitle} area={areaById('PRODUCT')} description={text.warehousesIntro} actions={add}>
      <AreaSectionNav />
      <ListPage
        list={list}
        page={page}
        caption={text.warehousesCaption}
        noun={text.warehouseNoun}
        unit={text.warehouseUnit}
        columns={columns}
        getRowKey={(warehouse) => warehouse.warehouseKey}
        getRowLabel={(warehouse) => warehouse.name}
        emptyAction={add}
      />
      {dialog?.kind === 'create' && <WarehouseNameDialog onClose={close} />}
      {dialog?.kind === 'rename' && <WarehouseNameDialog warehouse={dialog.warehouse} onClose={close} />}
    </AdminPage>
  );
}
