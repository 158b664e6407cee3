// The server bundle's entry (vite.config.ts builds it; server.js and the scripts load it): what server.js
// assembles into the HTTP server, each part in the file named after what it does.
export { startServices, type RunningServices } from "./services";
export { createFrontDoor } from "./front-door";
export { compressionMiddleware } from "./response-headers";
export { createAppHandler } from "./app-handler";
export { errorMiddleware } from "./error-answer";
export { refuseMethodsNodeCannotRoute } from "./unroutable-methods";
export { ConfigError } from "~/config/config.server";
export { DataDirectoryInUseError } from "~/modules/operations/data-dir-lock.server";
export { createLogger } from "~/modules/observability/logger.server";
export { rememberedTrust } from "~/modules/http/remembered-trust";
