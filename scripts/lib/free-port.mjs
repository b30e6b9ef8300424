// A free TCP port on loopback, for a server a test starts (the hosting, engines, PHP and CMS tests).
import { createServer } from "node:net";

/** Resolves to a port nothing listens on at this moment (the system's pick). */
export function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once("error", fail);
    server.listen(0, "127.0.0.1", () => {
      const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
      server.close(() => done(port));
    });
  });
}
