import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  // Served somewhere other than the root? Build with VITE_BASE_PATH=/path/ (router and links follow).
  base: process.env.VITE_BASE_PATH ?? '/',
  plugins: [react()],
  server: {
    // `npm run dev -w @lyp/web` talks to the API of a running `npm start`.
    proxy: { '/lyp/api': { target: 'http://localhost:3000', ws: true } },
  },
  // The manifest lets scripts/route-sizes.ts measure each route's initial JS.
  build: { outDir: 'dist', emptyOutDir: true, manifest: true },
});
