/** Inventory area contract (filled by the inventory contract work). */
export const inventoryEndpoints = {};
