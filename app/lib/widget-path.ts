/**
 * A partner widget page, /iframe/{id} in any language (docs/architecture.md §4 "Partner widgets"): sent as
 * finished HTML without the app's scripts, so nothing hydrates inside a partner's page.
 */
export const WIDGET_PATH = /^\/(?:(?:en|es)\/)?iframe\/[^/]+\/?$/;

export const isWidgetPath = (pathname: string) => WIDGET_PATH.test(pathname);
