// A thread a catalogue import encodes its photos on, one at a time (startThreadPool in app/modules/jobs/thread.server.ts,
// applyImport in app/modules/catalogue/catalogue-import.server.ts). Node runs this file as it is, stripping its types, so
// it imports only files that need no bundler, as the brochure's thread does (decision 046).
import { parentPort } from "node:worker_threads";
import { encodeDraftPhoto } from "./images.server.ts";

if (!parentPort) throw new Error("draft-photo-thread.ts runs only as a worker thread.");
const port = parentPort;
port.on("message", async (photo: Uint8Array) => {
  try {
    const files = await encodeDraftPhoto(Buffer.from(photo.buffer, photo.byteOffset, photo.byteLength));
    port.postMessage({ answer: files });
  } catch (error) {
    port.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
