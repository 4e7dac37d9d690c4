// Docker HEALTHCHECK for the Lieux images, which carry no curl or wget:
//   node infra/docker/healthcheck.mjs <path>
// asks http://127.0.0.1:<HEALTH_PORT, or PORT for the gateway><path> and exits 0 on a 2xx answer,
// 1 otherwise (refused, timed out, or any other status).
const path = process.argv[2] ?? '/health/ready';
const port = process.env.HEALTH_PORT ?? process.env.PORT;

if (!port) {
  process.stderr.write('healthcheck: neither HEALTH_PORT nor PORT is set\n');
  process.exit(1);
}

try {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, { signal: AbortSignal.timeout(2500) });
  process.exit(response.ok ? 0 : 1);
} catch (error) {
  process.stderr.write(`healthcheck: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
