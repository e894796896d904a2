/** Korean copy of the site shell, shared pages (error, service-ended, archived), dialogs and widgets. */
export const siteCopy = {} as const;
