import {
  type HealthOptions,
  type Listening,
  listen,
  logger,
  type Metrics,
  metricsListener,
  type ReadinessCheck,
  type Settings,
  serviceReady,
} from '@provender/server-kit'

/** The gateway's health: in one process the services' own checks; apart, whether each is ready. */
export function gatewayHealth(
  settings: Pick<Settings, 'COMMAND_SERVICE_URL' | 'QUERY_SERVICE_URL'>,
  inProcess: { command: HealthOptions; query: HealthOptions },
  isDraining: () => boolean,
): HealthOptions {
  const checks: ReadinessCheck[] = [
    ...(settings.COMMAND_SERVICE_URL
      ? [serviceReady('command service', settings.COMMAND_SERVICE_URL)]
      : inProcess.command.checks),
    ...(settings.QUERY_SERVICE_URL
      ? [serviceReady('query service', settings.QUERY_SERVICE_URL)]
      : inProcess.query.checks),
  ]
  return { checks, isDraining }
}

/**
 * With METRICS_PORT, /metrics is served there and only there (a port the firewall keeps
 * inside); without it, on the public port, which suits development only: said at start.
 */
export async function serveMetricsPort(
  settings: Pick<Settings, 'METRICS_PORT' | 'HOST'>,
  metrics: Metrics,
): Promise<Listening | null> {
  if (settings.METRICS_PORT === undefined) {
    logger().warn('/metrics is served on the public port: set METRICS_PORT in production')
    return null
  }
  const served = await listen(metricsListener(metrics), settings.METRICS_PORT, settings.HOST)
  logger().info({ url: `${served.url}/metrics` }, 'metrics served on their own port')
  return served
}
