import type express from "express";
import { loggablePath, type Logger } from "~/modules/observability/logger.server";

/** The last word on an error nothing else caught: one JSON line, and a short answer without a stack. */
export function errorMiddleware(log: Logger): express.ErrorRequestHandler {
  return (error: unknown, request, response, _next) => {
    const declared =
      typeof error === "object" && error !== null
        ? Number((error as { status?: unknown }).status ?? (error as { statusCode?: unknown }).statusCode)
        : NaN;
    const status = declared >= 400 && declared < 500 ? declared : 500;
    log({
      level: status >= 500 ? "error" : "warn",
      event: "request.error",
      method: request.method,
      path: loggablePath(request.path),
      status,
      // A refused request (a 4xx from Express, such as an undecodable path) needs no stack.
      error: error instanceof Error ? (status >= 500 && error.stack) || error.message : String(error),
    });
    // Half a response cannot be mended: cut the connection so the client sees it failed.
    if (response.headersSent) return void request.socket.destroy();
    response
      .status(status)
      .type("text/plain")
      .send(status >= 500 ? "Internal server error" : "Bad request");
  };
}
