/** Tenant area contract (filled by the tenant contract work). */
export const tenantEndpoints = {};
