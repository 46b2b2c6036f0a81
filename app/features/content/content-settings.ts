/** What the page-builder SDK in the browser needs: the content API's key and host, the language, the page's nonce. */
export type ContentSettings = { apiKey: string; apiHost?: string; locale: string; nonce?: string };
