import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { ServerConfig } from '../config';

/**
 * Bounds the connections a slow or greedy client can hold: the whole server takes at most
 * `maxConnections` (Node refuses the rest), and one client address at most
 * `maxConnectionsPerAddress` (the extra connection is closed at once). A trusted proxy carries
 * many clients on its connections, so it is not held to the per-address cap.
 * Request, header and keep-alive timeouts are set where the server is made (app.ts).
 */
export function limitConnections(server: Server, config: ServerConfig): void {
  server.maxConnections = config.http.maxConnections;
  const perAddress = new Map<string, number>();
  const trusted = config.trustProxy === false ? [] : config.trustProxy;
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    if (trusted.some((range) => inRange(address, range))) return;
    const open = (perAddress.get(address) ?? 0) + 1;
    if (open > config.http.maxConnectionsPerAddress) {
      socket.destroy();
      return;
    }
    perAddress.set(address, open);
    socket.once('close', () => {
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left <= 0) perAddress.delete(address);
      else perAddress.set(address, left);
    });
  });
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/** True for a loopback address (IPv4, IPv6 or IPv4-mapped). */
export const isLoopback = (address: string | undefined) => !!address && LOOPBACK.test(address);

const ipv4 = (address: string) => {
  const parts = address.replace(/^::ffff:/, '').split('.');
  if (parts.length !== 4 || parts.some((p) => !/^\d{1,3}$/.test(p) || Number(p) > 255)) return null;
  return parts.reduce((n, p) => n * 256 + Number(p), 0);
};

/** An exact address, or an IPv4 CIDR range such as 10.0.0.0/8. */
export function inRange(address: string, range: string): boolean {
  if (address === range) return true;
  const [base, bits] = range.split('/');
  if (bits === undefined) return ipv4(address) !== null && ipv4(address) === ipv4(base!);
  const a = ipv4(address);
  const b = ipv4(base!);
  const n = Number(bits);
  if (a === null || b === null || !Number.isInteger(n) || n < 0 || n > 32) return false;
  const block = 2 ** (32 - n);
  return Math.floor(a / block) === Math.floor(b / block);
}
