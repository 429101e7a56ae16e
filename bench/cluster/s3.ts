// The shared store for bench/cluster in a process of its own (so its CPU and memory are its own,
// not the load generator's): s3rver on loopback with one bucket, as the tests use it
// (@oj/kernel/testing/s3). Prints the store's config and secret as one JSON line, then serves until
// it is stopped.
import { startS3 } from '../../core/kernel/test/s3-server.ts';

const dir = process.argv[2];
if (!dir) throw new Error('usage: s3.ts <objects dir>');
const s3 = await startS3({ dir });
process.stdout.write(`${JSON.stringify({ storage: s3.storage, env: s3.env })}\n`);
const stop = () => void s3.stop().finally(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
