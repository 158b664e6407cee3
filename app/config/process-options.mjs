/**
 * How the production server's process is started, whoever starts it: `npm start`, the systemd unit
 * (deploy/quartz.service, checked against these by app/config/process-options.test.ts), the tests and the bench.
 * Both must be in place before node starts: V8 sizes its heap, and glibc reads its malloc settings,
 * before any of our code runs (docs/decisions/025-footprint-on-a-small-server.md).
 */

/**
 * The heap limits Node gives V8 by itself on a server with 1 GB of memory. On a larger machine V8 lets
 * the old generation grow to about four times what is live before a full collection, and its young
 * generation to 32 MB: rendering at 10 connections, the server held 360–385 MiB on PostgreSQL where the same
 * load within these limits held 225–256. It costs garbage-collection time under load, as on that
 * server: about a quarter more processor time per page when the cores are saturated.
 */
export const serverNodeFlags = ["--max-old-space-size=512", "--max-semi-space-size=4"];

/**
 * glibc serves a large allocation from its heap rather than its own mapping once a mapping that
 * large has been freed, and a freed block in the middle of the heap stays resident: building the
 * country table at a first start (arrays grown by doubling) left 25 MiB so. A fixed threshold keeps
 * every block from 128 KiB up in a mapping of its own, given back when freed. Other C libraries ignore it.
 */
export const serverEnvironment = { MALLOC_MMAP_THRESHOLD_: "131072" };

/**
 * A process that lives seconds (`npm run admin`, `backup`, `restore`, `doctor`, `geoip:update`, a test's worker or
 * server) keeps the embedded database's WebAssembly in V8's baseline compiler. By default V8 recompiles PostgreSQL's
 * busiest functions with its optimising compiler in the background, and a process waits for that work before it
 * exits, which kept `npm run admin` waiting seconds after its last line (docs/benchmarks/037-test-suite.md). The
 * long-running server keeps V8's default, which pays that once per start for faster queries after (docs/decisions/038).
 */
export const shortLivedNodeFlags = ["--liftoff-only"];
