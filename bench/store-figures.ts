// What bench/store-bench.ts reports for each engine, and for Redis (bench/main.ts prints them).
export interface EngineFigures {
  skipped?: string;
  selectPerSecond: number;
  writesPerSecond: number;
  writesVsSelect: number;
  concurrentWritesPerSecond: number;
  writeMs: { p50: number; p95: number };
  addedMs: { p50: number; p95: number };
}
export interface RedisFigures {
  skipped?: string;
  pingPerSecond: number;
  checksPerSecond: number;
  checksVsPing: number;
  concurrentChecksPerSecond: number;
  memoryChecksPerSecond: number;
}
