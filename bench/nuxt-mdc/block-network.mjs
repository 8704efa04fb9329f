// Preloaded into each bench app's Nitro server (`node --import`): a connection to any host other than
// loopback is refused and logged to stderr as `[bench:external] host:port`, so `npm run bench:nuxt` can
// show that neither renderer fetches anything (shiki grammars, themes) at run time.
import net from 'node:net';

const LOOPBACK = /^(?:127\.|::1$|::ffff:127\.|localhost$)/;
const connect = net.Socket.prototype.connect;

net.Socket.prototype.connect = function connectLoopbackOnly(...args) {
  // `net.connect()` passes its normalised arguments as one array: [options, callback]. A truthy `path`
  // is a local (IPC) socket; `http` passes `path: null` for TCP.
  const first = Array.isArray(args[0]) ? args[0][0] : args[0];
  const options = first !== null && typeof first === 'object' ? first : { port: first, host: typeof args[1] === 'string' ? args[1] : undefined };
  if (!options.path) {
    const host = String(options.host ?? 'localhost');
    if (!LOOPBACK.test(host)) {
      process.stderr.write(`[bench:external] ${host}:${options.port}\n`);
      process.nextTick(() => this.destroy(new Error(`bench: connection to ${host}:${options.port} blocked`)));
      return this;
    }
  }
  return connect.apply(this, args);
};
