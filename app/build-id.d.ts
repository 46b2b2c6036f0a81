/** Set by vite.config.ts at build time: the id the deploy check compares with /builds/latest.json. */
declare const __BUILD_ID__: string;
