// The inline script every exported page ends with (step 3 of scripts/build/postbuild.mjs). It is read, minified
// (scripts/build/postbuild/inline-loader.mjs) and inlined by scripts/build/postbuild/defer-scripts.mjs; the page's CSP
// allows it by the hash of exactly what is inlined. Plain ES5, no imports: it runs as an inline classic
// script in every browser, before any framework code.
//
// Waits for the first contentful paint (buffered, so a paint that already happened counts; the observer's
// callback is its own task after the frame; a "first-paint" entry alone, the background before the text, is not
// enough: under load it came 135 ms before the text and the chunks started before it), then: adds the web app manifest link (step 6), fetches the
// page's RSC payload when it was moved out of the document (step 5) and pushes it exactly as Next's
// inline scripts did, and only then appends the chunk scripts in their original order, so React hydrates
// from the same data. Without Paint Timing (old browsers) it waits for the next frame. If the payload
// fetch fails, nothing more happens: the page stays the complete server-rendered HTML it already is.
//
// The names are one letter because these bytes are inlined into every page, before its first paint:
//   d document, w window, b the JSON block with the chunk list (null once handled): found as a <script>, so no
//     element of the page's text with its id (a heading's anchor) can stand in for it,
//   l the chunk URLs, p the payload URL (data-payload), m the manifest URL (data-manifest),
//   P PerformanceObserver, e its entries, o the observer, r the payload response, t its text.
(function () {
  var d = document,
    w = window,
    b = d.querySelector("script#deferred-scripts");
  function add(l) {
    for (var i = 0; i < l.length; i++) {
      var e = d.createElement("script");
      e.src = l[i];
      e.async = true;
      d.head.appendChild(e);
    }
  }
  function go() {
    if (!b) return;
    var l = JSON.parse(b.textContent || "[]"),
      p = b.getAttribute("data-payload"),
      m = b.getAttribute("data-manifest");
    b = null;
    if (m) {
      var k = d.createElement("link");
      k.rel = "manifest";
      k.href = m;
      d.head.appendChild(k);
    }
    if (!p) return add(l);
    fetch(p, { credentials: "same-origin" })
      .then(function (r) {
        if (!r.ok) throw r.status;
        return r.text();
      })
      .then(
        function (t) {
          (w.__next_f = w.__next_f || []).push([1, t]);
          add(l);
        },
        function () {},
      );
  }
  var P = w.PerformanceObserver;
  if (P && P.supportedEntryTypes && P.supportedEntryTypes.indexOf("paint") >= 0) {
    new P(function (e, o) {
      if (!e.getEntriesByName("first-contentful-paint").length) return;
      o.disconnect();
      go();
    }).observe({ type: "paint", buffered: true });
  } else {
    requestAnimationFrame(function () {
      setTimeout(go, 0);
    });
  }
})();
