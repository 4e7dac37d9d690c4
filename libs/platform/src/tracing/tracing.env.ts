import { Matches } from 'class-validator';

/**
 * The standard OpenTelemetry variables this platform reads itself (the SDK reads the others, e.g.
 * `OTEL_TRACES_SAMPLER`, `OTEL_BSP_SCHEDULE_DELAY`, `OTEL_EXPORTER_OTLP_HEADERS`). No endpoint: tracing off.
 */
export class TracingEnv {
  /** The OTLP/HTTP receiver's base URL (`http://collector:4318`); spans go to `<it>/v1/traces`. */
  @Matches(/^(https?:\/\/\S+)?$/, { message: 'must be empty or an http(s):// URL, e.g. http://localhost:4318' })
  OTEL_EXPORTER_OTLP_ENDPOINT: string = '';

  /** The service name on the spans; empty: the process's own name (`gateway`, `votes`…). */
  @Matches(/^[A-Za-z0-9._-]*$/, { message: 'must be letters, digits, dots, dashes or underscores' })
  OTEL_SERVICE_NAME: string = '';
}
