import { getSiteMetrics } from '@/foundation/metrics/registry';

/** `/api/metrics`: the Prometheus text exposition of this process's metrics, never cached. */
export async function handleMetricsRequest(): Promise<{ status: number; body: string; headers: Record<string, string> }> {
  const { registry } = getSiteMetrics();
  return {
    status: 200,
    body: await registry.metrics(),
    headers: { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' },
  };
}
