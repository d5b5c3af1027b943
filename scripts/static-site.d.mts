import type {IncomingMessage, ServerResponse} from 'node:http';

/** A request handler for the production build in `root` (GET and HEAD only). */
export function staticHandler(root: string): (req: IncomingMessage, res: ServerResponse) => void;
