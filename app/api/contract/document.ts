/** Document area contract (filled by the document contract work). */
export const documentEndpoints = {};
