/**
 * `nodeHandler`: a Fetch-API handler behind Node's `http.createServer` or Express. It touches only the request
 * and response objects it is given (no `node:` import), so the module also loads where Node is absent.
 */

/** What `nodeHandler` reads of a request: Node's `NodeRequest` (Express's `req`) has it. */
export interface NodeRequest {
  method?: string;
  url?: string;
  /** Express's and Connect's: the path as the browser asked it, before a mount path was taken off `url`. */
  originalUrl?: string;
  headers: Record<string, string | string[] | undefined>;
  socket?: unknown;
}

/** What `nodeHandler` does with a response: Node's `NodeResponse` (Express's `res`) has it. */
export interface NodeResponse {
  readonly headersSent: boolean;
  writeHead(status: number, headers: Record<string, string | string[]>): unknown;
  write(chunk: Uint8Array): boolean;
  end(text?: string): unknown;
  once(event: 'drain' | 'close', listener: () => void): unknown;
  destroy(): unknown;
}

/** A host as the `Host` header may name it: a name or an IPv4 address, or an IPv6 one in brackets, and a port. */
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

function refuse(res: NodeResponse, status: number, text: string): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(text);
}

function requestHeaders(req: NodeRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name.startsWith(':')) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  return headers;
}

/** Whether the response can take more (`drain`) rather than its connection having closed. */
function drained(res: NodeResponse): Promise<boolean> {
  return new Promise((resolve) => {
    res.once('drain', () => resolve(true));
    res.once('close', () => resolve(false));
  });
}

async function writeResponse(res: NodeResponse, response: Response, head: boolean): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  res.writeHead(response.status, headers);
  if (head || !response.body) {
    res.end();
    return;
  }
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    // A full buffer: wait until it drains, or stop when the client has gone.
    if (!res.write(value) && !(await drained(res))) {
      await reader.cancel();
      return;
    }
  }
  res.end();
}

/**
 * Adapts a Fetch-API handler (`(request: Request) => Promise<Response>`, as `createFragmentHandler` returns) to
 * `(req, res) => void` for `http.createServer(nodeHandler(handler))` or Express
 * (`app.use('/fragments', nodeHandler(handler))`). The request's address is built from the `Host` header and
 * the target path (Express's `originalUrl`, mount path included): a request naming an absolute address
 * (`GET http://elsewhere/…`), or no usable `Host`, gets 400. Request bodies are not passed on (fragments answer GET and HEAD). A handler that throws gives 500.
 */
export function nodeHandler(
  handler: (request: Request) => Promise<Response>,
): (req: NodeRequest, res: NodeResponse) => void {
  return (req, res) => {
    // Mounted under Express (`app.use('/fragments', …)`), `url` has lost the mount path: the fragment handler
    // would name `/` as its path to browsers, which then ask for a tag there.
    const target = req.originalUrl ?? req.url ?? '';
    const host = typeof req.headers.host === 'string' ? req.headers.host : '';
    if (!target.startsWith('/') || target.startsWith('//'))
      return refuse(res, 400, 'The request target must be a path.');
    if (!HOST.test(host)) return refuse(res, 400, 'The request has no usable Host header.');
    const secure = (req.socket as { encrypted?: boolean } | undefined)?.encrypted === true;
    const method = req.method ?? 'GET';
    let request: Request;
    try {
      request = new Request(`${secure ? 'https' : 'http'}://${host}${target}`, {
        method,
        headers: requestHeaders(req),
      });
    } catch {
      return refuse(res, 400, 'The request cannot be read.');
    }
    handler(request)
      .then((response) => writeResponse(res, response, method === 'HEAD'))
      .catch(() => {
        if (res.headersSent) res.destroy();
        else refuse(res, 500, 'The fragment could not be rendered.');
      });
  };
}
