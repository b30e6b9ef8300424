// One HTTP request with its body decoded, for check:live (a deployed site) and the hosting, deploy and live tests
// (servers on loopback): redirects are not followed, so each answer is checked as the server sent it.
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";

const decoders = { gzip: gunzipSync, deflate: inflateSync, br: brotliDecompressSync };

/**
 * Sends one request to `target`: a URL, or node:http's options (`{ host, port, path }`: the path goes out byte for
 * byte, where a URL would normalise it). Resolves with status, headers, the raw body and its text, decoded per
 * Content-Encoding (a body that does not decode reads as its raw bytes, so the checks on its text fail).
 * @param {URL | import("node:http").RequestOptions} target
 * @param {{ method?: string, headers?: import("node:http").OutgoingHttpHeaders, body?: string | Buffer, timeout?: number }} [options]
 */
export function sendRequest(target, { method = "GET", headers = {}, body, timeout = 20_000 } = {}) {
  const isUrl = target instanceof URL;
  const send = isUrl && target.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const onResponse = (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => {
        const raw = Buffer.concat(chunks);
        let buf = raw;
        try {
          buf = decoders[res.headers["content-encoding"]]?.(raw) ?? raw;
        } catch {
          /* left as the raw bytes */
        }
        resolve({ status: res.statusCode, headers: res.headers, text: buf.toString("utf8"), raw });
      });
      res.on("error", reject);
    };
    const req = isUrl
      ? send(target, { method, headers }, onResponse)
      : send({ ...target, method, headers }, onResponse);
    req.on("error", reject);
    req.setTimeout(timeout, () => req.destroy(new Error(`no answer in ${timeout / 1000} s`)));
    if (body) req.write(body);
    req.end();
  });
}
