// A TCP proxy in front of a portal whose connections a test can cut, as a phone changing networks cuts them: every
// open connection (the notification socket among them) is dropped, and new ones are refused until it is mended.
import { createServer, connect, type AddressInfo, type Socket } from 'node:net';

export interface CuttableProxy {
  /** The portal's address through the proxy. */
  url: string;
  /** Drops every open connection and refuses new ones. */
  cut(): void;
  /** Takes connections again. */
  mend(): void;
  close(): Promise<void>;
}

export async function startCuttableProxy(target: string): Promise<CuttableProxy> {
  const { hostname, port } = new URL(target);
  const open = new Set<Socket>();
  let refusing = false;
  const server = createServer((client) => {
    if (refusing) {
      client.destroy();
      return;
    }
    const upstream = connect(Number(port), hostname);
    const end = () => {
      for (const socket of [client, upstream]) {
        socket.destroy();
        open.delete(socket);
      }
    };
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('error', end).on('close', end);
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port: proxyPort } = server.address() as AddressInfo;
  const dropAll = () => {
    for (const socket of open) socket.destroy();
    open.clear();
  };
  return {
    url: `http://127.0.0.1:${proxyPort}`,
    cut() {
      refusing = true;
      dropAll();
    },
    mend() {
      refusing = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        dropAll();
        server.close(() => resolve());
      }),
  };
}
