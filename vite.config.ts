import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const MOCK_API = `http://127.0.0.1:${process.env.MOCK_API_PORT ?? '4010'}`;
const MOCK_COMPANION = `http://127.0.0.1:${process.env.MOCK_COMPANION_PORT ?? '4011'}`;
const APP_PORT = Number(process.env.APP_PORT ?? 5173);
const PREVIEW_PORT = Number(process.env.PREVIEW_PORT ?? 4173);

// The mock kit serves the contract at its root; the app calls it under /api.
const proxy = {
  '/api': { target: MOCK_API, changeOrigin: true, rewrite: (path: string) => path.replace(/^\/api/, '') },
  '/socket.io': { target: MOCK_COMPANION, ws: true, changeOrigin: true },
  '/mock-assets': { target: MOCK_COMPANION, changeOrigin: true },
};

export default defineConfig({
  plugins: [react()],
  server: { host: '127.0.0.1', port: APP_PORT, strictPort: true, proxy },
  preview: { host: '127.0.0.1', port: PREVIEW_PORT, strictPort: true, proxy },
});
