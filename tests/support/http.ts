import http from "node:http";
import net from "node:net";

export type RawResponse = { status: number; headers: http.IncomingHttpHeaders; body: string };

/**
 * One request through node:http, which, unlike fetch, sends whatever Host and forwarding headers
 * a test names, as an attacker's client would.
 */
export function request(
  baseUrl: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawResponse> {
  const url = new URL(path, baseUrl);
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: options.method ?? "GET",
        headers: options.headers,
        setHost: !options.headers?.host,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString("utf8") }),
        );
      },
    );
    outgoing.on("error", reject);
    outgoing.end(options.body);
  });
}

/** Sends bytes exactly as given on a fresh socket and returns the status line's code (0 if none came). */
export function rawRequest(baseUrl: string, text: string | Buffer): Promise<number> {
  const url = new URL(baseUrl);
  return new Promise((resolve) => {
    const socket = net.connect(Number(url.port), url.hostname, () => socket.write(text));
    let received = "";
    const finish = () => resolve(Number(/^HTTP\/1\.[01] (\d{3})/.exec(received)?.[1] ?? 0));
    socket.setTimeout(10_000, () => socket.destroy());
    socket.on("data", (chunk: Buffer) => {
      received += chunk.toString("latin1");
      if (received.includes("\r\n")) socket.destroy();
    });
    socket.on("close", finish);
    socket.on("error", () => {});
  });
}

/** Sends bytes exactly as given on a fresh socket and returns everything the server sent until it closed (or 10 s passed). */
export function rawExchange(baseUrl: string, text: string | Buffer): Promise<string> {
  const url = new URL(baseUrl);
  return new Promise((resolve) => {
    const socket = net.connect(Number(url.port), url.hostname, () => socket.write(text));
    let received = "";
    socket.setTimeout(10_000, () => socket.destroy());
    socket.on("data", (chunk: Buffer) => (received += chunk.toString("latin1")));
    socket.on("close", () => resolve(received));
    socket.on("error", () => {});
  });
}
