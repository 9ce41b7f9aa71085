// The baseline: the fastest a Node HTTP server can answer on this machine. With BARE_FILE it answers
// with that file's brotli bytes instead, the fastest a static file of that size can be served.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { brotliCompressSync } from 'node:zlib';

const file = process.env.BARE_FILE ? brotliCompressSync(readFileSync(process.env.BARE_FILE)) : null;
const server = createServer((_req, res) => {
  if (file) {
    res.writeHead(200, {
      'content-type': 'text/javascript; charset=utf-8',
      'content-encoding': 'br',
      'content-length': String(file.length),
    });
    res.end(file);
    return;
  }
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end('{"status":"ok"}');
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (address && typeof address === 'object') console.log(`running at http://127.0.0.1:${address.port}`);
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
