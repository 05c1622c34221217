import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const MOCK_API = process.env.MOCK_API_URL ?? 'http://127.0.0.1:4010';
const MOCK_COMPANION = process.env.MOCK_COMPANION_URL ?? 'http://127.0.0.1:4011';

// The mock kit serves the contract at its root; the app calls it under /api.
const proxy = {
  '/api': { target: MOCK_API, changeOrigin: true, rewrite: (path: string) => path.replace(/^\/api/, '') },
  '/socket.io': { target: MOCK_COMPANION, ws: true, changeOrigin: true },
  '/mock-assets': { target: MOCK_COMPANION, changeOrigin: true },
};

export default defineConfig({
  plugins: [react()],
  server: { host: '127.0.0.1', port: 5173, strictPort: true, proxy },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true, proxy },
});
