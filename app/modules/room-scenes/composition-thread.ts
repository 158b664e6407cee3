// The thread one room composition is drawn on (see composeInThread in room-compositions.server.ts). Node runs this
// file as it is, stripping its types: in the sources, the build and the tests alike, so it imports only files that
// need no bundler (relative, named with their extension).
import { parentPort, workerData } from "node:worker_threads";
import { composeRoom, slabPhotoOf, type RoomDrawing } from "./composition.ts";

if (!parentPort) throw new Error("composition-thread.ts runs only as a worker thread.");
const { scene, slab, slabLengthMm, surfaces }: RoomDrawing = workerData;
const composed = composeRoom(scene, slabPhotoOf(slab, slabLengthMm), surfaces);
parentPort.postMessage(composed);
