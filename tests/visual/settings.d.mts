export declare const staticDir: string;
export declare const visualPort: number;
export declare const visualOrigin: string;
