import { createRequire } from 'node:module';

// autocannon ships no types: the part the benchmarks use, typed here once.
export interface AutocannonRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  setupRequest?: (request: AutocannonRequest) => AutocannonRequest;
}
export interface AutocannonResult {
  requests: { average: number; total: number };
  throughput: { average: number };
  latency: { p50: number; p99: number; average: number; max: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  '2xx': number;
  '3xx'?: number;
  '4xx': number;
  '5xx': number;
  duration: number;
}
export interface AutocannonInstance {
  on(event: 'response', listener: (client: unknown, status: number, bytes: number, ms: number) => void): void;
  on(event: 'reqError', listener: (error: Error) => void): void;
  then: Promise<AutocannonResult>['then'];
}
export const autocannon = createRequire(import.meta.url)('autocannon') as (
  options: Record<string, unknown>,
) => AutocannonInstance;
