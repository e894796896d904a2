/** Types of aliases.mjs, for vite.config.ts. */
export declare const aliases: Record<'@ds' | '@app' | '@mocks' | '@scenarios' | '@tests', string>;
