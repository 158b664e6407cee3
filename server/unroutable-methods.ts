import type http from "node:http";
import type { Duplex } from "node:stream";
import * as serverBuild from "virtual:react-router/server-build";
import { allowedMethodsFor } from "~/modules/http/allowed-methods.server";

const requestLine = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+ (\S+) HTTP\/1\.[01]\r?\n/;
/** Node's own answers to the parse errors it names, kept for every error but an unknown method. */
const nodeParseErrorStatus: Record<string, string> = {
  HPE_HEADER_OVERFLOW: "431 Request Header Fields Too Large",
  HPE_CHUNK_EXTENSIONS_OVERFLOW: "413 Payload Too Large",
  ERR_HTTP_REQUEST_TIMEOUT: "408 Request Timeout",
};

async function writeMethodNotAllowed(socket: Duplex, target: string) {
  const allowed = allowedMethodsFor(serverBuild, target.startsWith("/") ? target.split("?")[0]! : "/");
  const body = "Method not allowed.";
  socket.end(
    `HTTP/1.1 405 Method Not Allowed\r\nAllow: ${allowed.join(", ")}\r\nContent-Type: text/plain; charset=utf-8\r\n` +
      `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/**
 * The methods Node answers before Express sees them get the 405 every other unserved method gets:
 * CONNECT (a proxy's method; its target names a host, so the root's methods are named) and any
 * method Node's parser does not know (TRACK, WebDAV's rarer ones, made-up ones), which Node would
 * call a bad request. Other parse errors are answered as Node answers them.
 */
export function refuseMethodsNodeCannotRoute(server: http.Server): void {
  server.on(
    "connect",
    (request: http.IncomingMessage, socket: Duplex) => void writeMethodNotAllowed(socket, request.url ?? "/").catch(() => socket.destroy()),
  );
  server.on("clientError", (error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Duplex) => {
    const target = error.code === "HPE_INVALID_METHOD" ? requestLine.exec(error.rawPacket?.toString("latin1") ?? "")?.[1] : undefined;
    if (target !== undefined && socket.writable) return void writeMethodNotAllowed(socket, target).catch(() => socket.destroy());
    // As Node does: answer unless a response on this connection has already begun.
    const inFlight = (socket as Duplex & { _httpMessage?: http.ServerResponse })._httpMessage;
    if (socket.writable && !inFlight?.headersSent)
      socket.write(`HTTP/1.1 ${nodeParseErrorStatus[error.code ?? ""] ?? "400 Bad Request"}\r\nConnection: close\r\n\r\n`);
    socket.destroy(error);
  });
}
