/**
 * A real SMTP server in its own process (the `smtp-server` package), for the mail tests. Modes:
 * - `ok`: accepts AUTH (PLAIN/LOGIN) and every message; prints each message as one JSON line on stdout;
 * - `silent`: accepts the TCP connection and never greets (a server that hangs);
 * - `stall`: greets, takes the envelope, and never answers the message data.
 * The first stdout line is `{"port":N}`. It stops when its parent closes stdin.
 */
import { createServer as createTcpServer, type Server } from 'node:net';
import { SMTPServer } from 'smtp-server';

const mode = process.argv[2] ?? 'ok';
const print = (value: unknown) => process.stdout.write(`${JSON.stringify(value)}\n`);

let server: Server | SMTPServer;
if (mode === 'silent') {
  const tcp = createTcpServer(() => undefined);
  server = tcp;
  tcp.listen(0, '127.0.0.1', () => print({ port: (tcp.address() as { port: number }).port }));
} else {
  const smtp = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 'secret') return callback(null, { user: auth.username });
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (mode === 'stall') return; // never answers: the client waits on its socket timeout
        print({
          from: session.envelope.mailFrom && session.envelope.mailFrom.address,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  server = smtp;
  smtp.listen(0, '127.0.0.1', () => print({ port: (smtp.server.address() as { port: number }).port }));
}
process.stdin.resume();
process.stdin.on('end', () => {
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 500).unref();
});
