// A stand-in for GitHub's OAuth endpoints on loopback (CMS_GITHUB_HOST), for the CMS sign-in's tests.
import { createServer } from "node:http";

export const CLIENT_ID = "Ov23liTestClientId";
export const CLIENT_SECRET = "test-client-secret";
export const TOKEN = "gho_FakeTokenForTests0123456789abcdef";

/** Listens on a free loopback port: the base URL (named `host`: another origin than 127.0.0.1 if need be), stop(). */
export async function listen(/** @type {import("node:net").Server} */ server, host = "127.0.0.1") {
  await new Promise((ok) => server.listen(0, "127.0.0.1", () => ok(undefined)));
  const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
  return { base: `http://${host}:${port}`, stop: () => new Promise((ok) => server.close(ok)) };
}

/**
 * GitHub's authorize page, approving at once (back to redirect_uri with code=good-code), and its token endpoint
 * (POST /login/oauth/access_token): TOKEN for good-code with CLIENT_ID and CLIENT_SECRET, a 502 HTML page for
 * html-code, GitHub's error (with markup in it) for any other code. `requests` records every call but the
 * authorize page's.
 */
export async function startFakeGitHub(host = "127.0.0.1") {
  const requests = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (req.method === "GET" && url.pathname === "/login/oauth/authorize") {
      const back = new URL(String(url.searchParams.get("redirect_uri")));
      back.searchParams.set("code", "good-code");
      back.searchParams.set("state", String(url.searchParams.get("state")));
      return res.writeHead(302, { location: back.href }).end();
    }
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      const params = Object.fromEntries(new URLSearchParams(body));
      requests.push({ method: req.method, url: req.url, headers: req.headers, params });
      const json = (data, status = 200) => {
        res.writeHead(status, { "content-type": "application/json; charset=utf-8" });
        res.end(JSON.stringify(data));
      };
      if (req.method !== "POST" || req.url !== "/login/oauth/access_token") return json({}, 404);
      if (params.client_id !== CLIENT_ID || params.client_secret !== CLIENT_SECRET)
        return json({ error: "incorrect_client_credentials" });
      if (params.code === "good-code")
        return json({ access_token: TOKEN, token_type: "bearer", scope: "repo" });
      if (params.code === "html-code") {
        res.writeHead(502, { "content-type": "text/html" });
        return res.end("<html><body>Bad gateway</body></html>");
      }
      json({
        error: "bad_verification_code",
        error_description: "The code passed is incorrect or expired. <img src=x onerror=alert(1)>",
      });
    });
  });
  return { ...(await listen(server, host)), requests };
}
