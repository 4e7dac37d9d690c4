import { SandboxServer } from './sandbox-server.js';

/**
 * `npm start`'s sandbox of the five platforms (docs/connections.md). Never part of a production
 * deployment: k8s and docker-compose neither run it nor point the providers at it.
 */
const port = Number(process.env['SANDBOX_PORT'] ?? 4610);
const sandbox = new SandboxServer();
const url = await sandbox.listen(port, process.env['SANDBOX_HOST'] ?? '127.0.0.1');
process.stdout.write(`${JSON.stringify({ level: 30, msg: `social platforms sandbox listening on ${url}` })}\n`);
const stop = (): void => void sandbox.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
