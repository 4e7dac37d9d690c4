import net from 'node:net';
import { assertReachable, DependencyUnreachableError, postgresDependency, tcpProbe } from './dependency-check.js';

// No @lieux/testing here: the fixtures library builds on this one.
describe('assertReachable', () => {
  it('passes while the dependency accepts connections; once it stops, names it, where it looked and how to start it, in one line', async () => {
    const server = net.createServer((socket) => socket.end());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    const dependency = postgresDependency(`postgres://postgres@127.0.0.1:${port}/lieux`);
    await expect(assertReachable([dependency])).resolves.toBeUndefined();
    await expect(tcpProbe('127.0.0.1', port, 1000)).resolves.toBeUndefined();

    await new Promise<void>((resolve) => server.close(() => resolve()));
    const attempt = assertReachable([dependency]);
    await expect(attempt).rejects.toThrow(DependencyUnreachableError);
    await attempt.catch((error: Error) => {
      expect(error.message).toContain(`PostgreSQL is not reachable at 127.0.0.1:${port} (ECONNREFUSED)`);
      expect(error.message).toContain('npm run infra:up');
      expect(error.message).not.toContain('\n');
    });
  });
});
