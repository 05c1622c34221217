// Build-time values Vite writes into the server build (the same VITE_ variables as the client's).
interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
