/** Korean copy of my classes, the home sections and the class room. */
export const classesCopy = {} as const;
