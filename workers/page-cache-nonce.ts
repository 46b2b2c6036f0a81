/**
 * A stored HTML page with the current request's CSP nonce in place of the one it was rendered with, so a
 * nonce never outlives its request (a shared page would otherwise make it public and predictable).
 *
 * Only tags whose nonce attribute equals the stored nonce are ours: the renderer put them there, and no
 * content could have guessed a random value drawn after it was written. Anything else, such as an injected
 * `<script nonce="…">`, is left as it is and stays blocked by the CSP. Inside our own scripts the stored
 * nonce also appears as data (the root loader returns it, React Router serialises loader data into those
 * scripts), and the browser reuses that copy after hydration, so it is replaced there too.
 */
export function withFreshNonce(body: ArrayBuffer, storedNonce: string, freshNonce: string): Response {
  let ownScript = false;
  let scriptText = "";
  const rewriter = new HTMLRewriter()
    .on("style[nonce], link[nonce]", {
      element(element) {
        if (element.getAttribute("nonce") === storedNonce) element.setAttribute("nonce", freshNonce);
      },
    })
    .on("script[nonce]", {
      element(element) {
        ownScript = element.getAttribute("nonce") === storedNonce;
        if (ownScript) element.setAttribute("nonce", freshNonce);
      },
      // Text comes in chunks that may split the nonce: gather the script's text, then write it back whole.
      text(chunk) {
        if (!ownScript) return;
        scriptText += chunk.text;
        if (!chunk.lastInTextNode) return void chunk.remove();
        chunk.replace(scriptText.replaceAll(storedNonce, freshNonce), { html: true });
        scriptText = "";
      },
    });
  return rewriter.transform(new Response(body));
}
