// The thread one brochure is drawn on (see drawInThread in brochure-files.server.ts). Node runs this file as it is,
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
// Moved to the server's thread rather than copied there. pdfkit's Buffer may lie in memory Node keeps from being moved
// (its pool of small buffers), so the thread hands over a copy of its own.
const bytes = new Uint8Array(pdf);
parentPort.postMessage(bytes, [bytes.buffer]);
