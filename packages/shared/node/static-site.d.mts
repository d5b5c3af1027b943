import type {IncomingMessage, ServerResponse} from 'node:http';
import type {Duplex} from 'node:stream';

export interface Refusal {
  readonly status: number;
  readonly reason: string;
}

/** Node's HTTP timeouts for every server of the build. */
export const SERVER_TIMEOUTS: {
  readonly headersTimeout: number;
  readonly requestTimeout: number;
  readonly keepAliveTimeout: number;
};

/** Answers and reports a request Node's parser refused, by its error code only. */
export function clientErrorHandler(
  report: (entry: Refusal) => void,
): (error: Error & {code?: string}, socket: Duplex) => void;

/** A request handler for the production build in `root` (GET and HEAD only). */
export function staticHandler(
  root: string,
  options?: {readonly onRefused?: (entry: Refusal & {readonly target: string}) => void},
): (req: IncomingMessage, res: ServerResponse) => void;
