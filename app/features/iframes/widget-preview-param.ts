/** The query parameter of /iframe/preview that carries a widget's settings, as JSON (what POST /iframes takes). */
export const PREVIEW_PARAM = "widget";
