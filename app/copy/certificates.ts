/** Korean copy of the certification dialog and print page. */
export const certificatesCopy = {} as const;
