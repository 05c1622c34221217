// The server build is a Vite build: import.meta.env is Vite's (the same VITE_ variables as the client's).
/// <reference types="vite/client" />
