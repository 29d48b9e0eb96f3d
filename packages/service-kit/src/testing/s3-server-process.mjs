// A real S3 HTTP API on a folder (s3rver), run as its own process so a test can stop and restart it.
// Arguments: <folder> <port, 0 for any> <bucket>. Tells its parent the port it listens on.
import S3rver from 's3rver';

const [directory, port, bucket] = process.argv.slice(2);
const server = new S3rver({ address: '127.0.0.1', port: Number(port), directory, silent: true, configureBuckets: [{ name: bucket }] });
const address = await server.run();
process.send?.({ port: address.port });
process.on('SIGTERM', () => {
  server.close().finally(() => process.exit(0));
});
process.on('disconnect', () => process.exit(0));
