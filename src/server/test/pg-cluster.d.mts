export interface PgCluster {
  url: string;
  dataDir: string;
  start(): Promise<void>;
  stop(mode?: 'smart' | 'fast' | 'immediate'): Promise<void>;
  destroy(): Promise<void>;
}

export function findPgBin(): string | undefined;
export function createPgCluster(options: { port: number | string }): Promise<PgCluster>;
