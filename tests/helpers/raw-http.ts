import net from 'node:net';

/**
 * Raw HTTP/1.x over a real socket, for requests no HTTP client will send: a malformed Host,
 * a `*` or absolute-form request-target, HTTP/1.0 without Host, TRACE, pipelined requests.
 */
export interface RawResponse {
  status: number;
  /** Header names in lower case; repeated headers joined with ", ". */
  headers: Record<string, string>;
  body: string;
}

export interface RawExchange {
  responses: RawResponse[];
  /** How the connection ended: closed cleanly by the server, reset, or still open when we gave up. */
  ended: 'closed' | 'reset' | 'timeout';
}

/**
 * Writes `request` (one request or several pipelined) on a new connection and reads until the
 * server closes it or `timeoutMs` passes. `methods` lists the request methods in order, so
 * the answers to HEAD are read without a body.
 */
export async function rawExchange(
  port: number,
  request: string | Buffer,
  { methods = [], timeoutMs = 10_000, host = '127.0.0.1' }: { methods?: string[]; timeoutMs?: number; host?: string } = {},
): Promise<RawExchange> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(port, host);
    let ended: RawExchange['ended'] | undefined;
    const finish = (how: RawExchange['ended']) => {
      if (ended) return;
      ended = how;
      clearTimeout(timer);
      socket.destroy();
      resolve({ responses: parseResponses(Buffer.concat(chunks), methods), ended: how });
    };
    const timer = setTimeout(() => finish('timeout'), timeoutMs);
    socket.on('connect', () => socket.write(request));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () => finish('closed'));
    socket.on('close', () => finish('closed'));
    socket.on('error', (error: NodeJS.ErrnoException) => finish(error.code === 'ECONNRESET' || error.code === 'EPIPE' ? 'reset' : 'closed'));
  });
}

/** One request's answer on its own connection (the request should ask the server to close it). */
export async function rawRequest(port: number, request: string, options?: { timeoutMs?: number }): Promise<RawResponse & { ended: RawExchange['ended'] }> {
  const method = request.slice(0, request.indexOf(' '));
  const { responses, ended } = await rawExchange(port, request, { methods: [method], ...options });
  if (responses.length === 0) return { status: 0, headers: {}, body: '', ended };
  return { ...responses[0]!, ended };
}

/** Parses the answers in `data` in order; an incomplete last one is dropped. */
export function parseResponses(data: Buffer, methods: string[] = []): RawResponse[] {
  const responses: RawResponse[] = [];
  let offset = 0;
  while (offset < data.length) {
    const headerEnd = data.indexOf('\r\n\r\n', offset);
    if (headerEnd < 0) break;
    const [statusLine, ...lines] = data.subarray(offset, headerEnd).toString('latin1').split('\r\n');
    const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine ?? '')?.[1] ?? 0);
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      if (colon < 0) continue;
      const name = line.slice(0, colon).trim().toLowerCase();
      const value = line.slice(colon + 1).trim();
      headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
    }
    let cursor = headerEnd + 4;
    const method = methods[responses.length] ?? 'GET';
    let body: Buffer;
    if (status < 200 || status === 204 || status === 304 || method === 'HEAD') {
      body = Buffer.alloc(0);
      if (status >= 100 && status < 200) {
        offset = cursor; // an interim answer: the final one follows
        continue;
      }
    } else if (headers['transfer-encoding']?.toLowerCase().includes('chunked')) {
      const parts: Buffer[] = [];
      for (;;) {
        const lineEnd = data.indexOf('\r\n', cursor);
        if (lineEnd < 0) return responses;
        const size = Number.parseInt(data.subarray(cursor, lineEnd).toString('latin1'), 16);
        if (!Number.isFinite(size)) return responses;
        cursor = lineEnd + 2;
        if (size === 0) {
          const trailerEnd = data.indexOf('\r\n', cursor);
          cursor = trailerEnd < 0 ? data.length : trailerEnd + 2;
          break;
        }
        if (cursor + size > data.length) return responses;
        parts.push(data.subarray(cursor, cursor + size));
        cursor += size + 2;
      }
      body = Buffer.concat(parts);
    } else if (headers['content-length'] !== undefined) {
      const length = Number(headers['content-length']);
      if (cursor + length > data.length) return responses;
      body = data.subarray(cursor, cursor + length);
      cursor += length;
    } else {
      body = data.subarray(cursor); // read until the server closed the connection
      cursor = data.length;
    }
    responses.push({ status, headers, body: body.toString('utf8') });
    offset = cursor;
  }
  return responses;
}
