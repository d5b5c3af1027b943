/** A real local HTTP server for the hosted-search tests: it records every request and answers as told. */
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type {AddressInfo} from 'node:net';

export interface Received {
  readonly method: string;
  readonly url: string;
  readonly body: string;
  readonly headers: IncomingHttpHeaders;
}

export interface TestServer {
  readonly address: string;
  readonly received: Received[];
  close(): Promise<void>;
}

export async function startServer(
  answer: (req: IncomingMessage, res: ServerResponse, body: string) => void,
): Promise<TestServer> {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      received.push({method: req.method ?? '', url: req.url ?? '', body, headers: req.headers});
      answer(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    address: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
