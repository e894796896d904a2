export declare const appPort: number;
export declare const mockPort: number;
export declare const appOrigin: string;
export declare const mockOrigin: string;
export declare const outDir: string;
export declare const devPort: number;
export declare const devOrigin: string;
