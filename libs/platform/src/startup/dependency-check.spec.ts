import net from 'node:net';
import { closedPort } from '@lieux/testing';
import { assertReachable, DependencyUnreachableError, postgresDependency } from './dependency-check.js';

describe('assertReachable', () => {
  it('names the dependency, where it looked and how to start it, in one line', async () => {
    const port = await closedPort();
    const attempt = assertReachable([postgresDependency(`postgres://postgres@127.0.0.1:${port}/lieux`)]);
    await expect(attempt).rejects.toThrow(DependencyUnreachableError);
    await attempt.catch((error: Error) => {
      expect(error.message).toContain(`PostgreSQL is not reachable at 127.0.0.1:${port}`);
      expect(error.message).toContain('npm run infra:up');
      expect(error.message).not.toContain('\n');
    });
  });

  it('passes when the dependency accepts connections', async () => {
    const server = net.createServer((socket) => socket.end());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    try {
      await expect(assertReachable([postgresDependency(`postgres://127.0.0.1:${port}/x`)])).resolves.toBeUndefined();
    } finally {
      server.close();
    }
  });
});
