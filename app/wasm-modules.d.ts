// A `.wasm` import in the Worker is a compiled module: the Cloudflare Vite plugin's CompiledWasm rule.
declare module "*.wasm" {
  const compiled: WebAssembly.Module;
  export default compiled;
}

// The PNG codec ships a declaration of its WebAssembly's exports beside the file; imported, it is a module all the same.
declare module "@jsquash/png/codec/pkg/squoosh_png_bg.wasm" {
  const compiled: WebAssembly.Module;
  export default compiled;
}
