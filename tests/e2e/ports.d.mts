export interface WorkerServers {
  appPort: number;
  mockPort: number;
  appOrigin: string;
  mockOrigin: string;
  outDir: string;
}
export declare const e2eWorkers: number;
export declare const outDir: string;
export declare function workerServers(worker: number): WorkerServers;
export declare const appPort: number;
export declare const mockPort: number;
export declare const appOrigin: string;
export declare const mockOrigin: string;
export declare const devPort: number;
export declare const devOrigin: string;
