// Starts the computer player's Web Worker (crates/ai-worker, built by Trunk for
// `importScripts`). Ours in place of Trunk's loader shim, which passes the wasm's address
// the way wasm-bindgen has deprecated (a console warning on every page that starts it).
importScripts('./ai_worker.js');
wasm_bindgen({ module_or_path: './ai_worker_bg.wasm' });
