import { escapeHtml } from "~/lib/escape-html";

/**
 * The last page of a social login, opened in a 640×480 popup (docs/product.md §7): it posts `OK:{"token","refresh"}`
 * or `ERROR:<text>` to the page that opened it, on our origin only, and closes. The message sits in a data
 * attribute and the script is a same-origin file, so the page needs no inline script (CSP).
 */
export const POPUP_SCRIPT = `(() => {
  const node = document.getElementById("auth-result");
  const message = (node && node.getAttribute("data-message")) || "";
  if (window.opener && !window.opener.closed) {
    window.opener.postMessage(message, window.location.origin);
    window.close();
  } else if (message.startsWith("OK:")) {
    window.location.replace("/");
  }
})();
`;

function page(title: string, body: string) {
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="robots" content="noindex">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="font-family:system-ui;max-width:28rem;margin:2rem auto;padding:0 1rem">${body}</body></html>`;
}

export function popupResultPage(result: { ok: true; token: string; refresh: string } | { ok: false; error: string }) {
  const message = result.ok ? `OK:${JSON.stringify({ token: result.token, refresh: result.refresh })}` : `ERROR:${result.error}`;
  const text = result.ok ? "Connexion réussie, cette fenêtre va se fermer." : result.error;
  return page("Connexion", `<p id="auth-result" data-message="${escapeHtml(message)}">${escapeHtml(text)}</p><script src="/api/v1/auth/popup.js"></script>`);
}

/** The test provider's sign-in page (development and tests only): any email logs in as that address. */
export function testProviderPage(provider: string, state: string) {
  return page(
    "Fournisseur de test",
    `<h1>Fournisseur de connexion de test</h1>
<p>Remplace ${escapeHtml(provider)} en développement : l'adresse saisie est considérée comme vérifiée.</p>
<form method="get" action="/api/v1/auth/test/authorize">
<input type="hidden" name="provider" value="${escapeHtml(provider)}"><input type="hidden" name="state" value="${escapeHtml(state)}">
<label for="email">Adresse email</label> <input id="email" name="email" type="email" required autocomplete="email">
<button type="submit">Se connecter</button></form>`,
  );
}
