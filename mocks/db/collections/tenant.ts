/** Tenant-area collections (filled by the tenant mock work). */
export const tenantCollections = {};
