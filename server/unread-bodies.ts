import type express from "express";

/** Bodies up to this size are simply read to their end by Node after the answer, keeping the connection. */
const DRAINED_BODY_BYTES = 64 * 1024;
/** How long the rest of a refused upload is read and thrown away after the answer went out. */
const LINGER_MS = 2000;

function mayCarryLargeBody(request: express.Request): boolean {
  if (request.get("transfer-encoding") !== undefined) return true;
  return Number(request.get("content-length") ?? 0) > DRAINED_BODY_BYTES;
}

/**
 * A large body the app refused part-way (413) is left unread. Its answer says `Connection: close`,
 * so no client reuses the connection. Closing at once would make the kernel reset the connection
 * while the client is still sending, and a client that has not yet read the answer would see the
 * reset instead of the 413; so, as nginx's "lingering close" does, the server stops sending, reads
 * and discards what still arrives for a moment, then closes. Memory stays bounded either way.
 */
export function closeConnectionsWithUnreadBodies(): express.RequestHandler {
  return (request, response, next) => {
    if (!mayCarryLargeBody(request)) return next();
    const writeHead = response.writeHead;
    response.writeHead = function (this: express.Response, ...args: unknown[]) {
      if (!request.complete) this.setHeader("Connection", "close");
      return (writeHead as (...rest: unknown[]) => express.Response).apply(this, args);
    } as typeof response.writeHead;
    // Runs before Node's own finish handler, which closes a `Connection: close` socket with destroySoon.
    response.prependListener("finish", () => {
      if (request.complete) return;
      const socket = request.socket;
      socket.destroySoon = () => {
        socket.end();
        const closeNow = () => socket.destroy();
        const timer = setTimeout(closeNow, LINGER_MS);
        timer.unref();
        request.once("end", () => {
          clearTimeout(timer);
          closeNow();
        });
        request.resume();
      };
    });
    next();
  };
}
