import { createServer, type AddressInfo } from 'node:net';

/** A port nothing listens on right now (the OS picks it; we close it again at once). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
