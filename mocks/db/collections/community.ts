/** Community-area collections (filled by the community mock work). */
export const communityCollections = {};
