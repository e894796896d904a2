/**
 * Adding or renaming a warehouse (issue 40): the kit's name dialog with the warehouse's rule (§5
 * common text, 2–30) and its taken-name refusal (409 `product.warehouse.name_taken`) at the field.
 * A save refreshes the warehouses, the variant grids' stock columns and the history, here and in
 * other tabs.
 */
import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { useToast } from '@ds/components/Toast';
import type { Warehouse } from '@app/shared/api/contract/adminProductWarehouse';
import { productErrorCodes, variantRuleMessages, WAREHOUSE_NAME_MAX, WAREHOUSE_NAME_MIN } from '@app/shared/api/contract/adminProductWords';
import { copy } from '@app/shared/copy';
import { boundedText } from '@app/shared/lib/validation/text';
import { announces } from '@app/shared/sync/querySync';
import { adminHistoryKeys } from '../api/adminHistory';
import { adminProductKeys } from '../catalogue/api';
import { NameDialog } from '../kit/forms/NameDialog';
import { createWarehouse, renameWarehouse } from './api';

const text = copy.backofficeProducts;
const nameSchema = z.object({ name: boundedText({ min: WAREHOUSE_NAME_MIN, max: WAREHOUSE_NAME_MAX }) });

export interface WarehouseNameDialogProps {
  /** The warehouse being renamed; adding a new one when absent. */
  warehouse?: Warehouse;
  onClose: () => void;
}

export function WarehouseNameDialog({ warehouse, onClose }: WarehouseNameDialogProps) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return (
    <NameDialog
      words={{
        title: warehouse ? text.renameTitle : text.createTitle,
        label: text.nameLabel,
        hint: text.nameHint,
        cancel: text.cancel,
        submit: warehouse ? text.save : text.create,
        failed: text.saveFailed,
        taken: variantRuleMessages.warehouseNameTaken,
      }}
      initial={warehouse?.name ?? ''}
      schema={nameSchema}
      maxLength={WAREHOUSE_NAME_MAX}
      takenCode={productErrorCodes.warehouseNameTaken.code}
      send={(name) => (warehouse ? renameWarehouse(warehouse.warehouseKey, name) : createWarehouse(name))}
      meta={announces(adminProductKeys.all, adminHistoryKeys.all)}
      onSaved={(saved) => {
        void queryClient.invalidateQueries({ queryKey: adminProductKeys.all });
        void queryClient.invalidateQueries({ queryKey: adminHistoryKeys.all });
        toast.show(warehouse ? text.renamed(saved.name) : text.created(saved.name));
        onClose();
      }}
      onClose={onClose}
    />
  );
}
