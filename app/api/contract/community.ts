/** Community area contract (filled by the community contract work). */
export const communityEndpoints = {};
