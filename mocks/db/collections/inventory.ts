/** Inventory-area collections (filled by the inventory mock work). */
export const inventoryCollections = {};
