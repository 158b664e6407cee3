// The thread one brochure is drawn on (see drawBrochure in brochure-files.server.ts). Node runs this file as it is,
// stripping its types: in the sources, the build and the tests alike, so it imports only files that need no bundler
// (relative, named with their extension), as the room composition's thread does (decision 046).
import { parentPort, workerData } from "node:worker_threads";
import type { SheetPhoto } from "../pdf/pdf-layout.server.ts";
import { renderBrochurePdf, type BrochureDrawing } from "./brochure-pdf.server.ts";

if (!parentPort) throw new Error("brochure-thread.ts runs only as a worker thread.");
const drawing: BrochureDrawing = workerData;
// A Buffer arrives as a plain Uint8Array, and pdfkit takes only a Buffer for an image's bytes (anything else for a path).
const asBuffer = (picture: SheetPhoto | null): SheetPhoto | null =>
  picture && { ...picture, data: Buffer.from(picture.data.buffer, picture.data.byteOffset, picture.data.byteLength) };
const pictures = drawing.pictures.map(({ photo, room }) => ({ photo: asBuffer(photo), room: asBuffer(room) }));
const pdf = await renderBrochurePdf({ ...drawing, pictures });
// Moved to the server's thread rather than copied there. Node may refuse to move a Buffer's memory (it refused pdfkit's
// under the tests: DataCloneError), so the thread moves a copy of its own, made off the server's thread.
const bytes = new Uint8Array(pdf);
parentPort.postMessage(bytes, [bytes.buffer]);
