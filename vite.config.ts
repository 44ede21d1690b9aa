import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export const alias = {
  '@': fromRoot('./client/src'),
  '@shared': fromRoot('./shared'),
};

// The API server listens on PORT (5000); `npm run dev` serves the SPA with hot reload on 5173
// and forwards the server's paths to it.
const apiTarget = `http://localhost:${process.env.PORT ?? 5000}`;

export default defineConfig({
  root: fromRoot('./client'),
  plugins: [react(), tailwindcss()],
  resolve: { alias },
  build: {
    outDir: fromRoot('./client/dist'),
    emptyOutDir: true,
    sourcemap: true,
    // e2e/bundle.spec.ts reads it to check what the first page load pulls in.
    manifest: true,
  },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/auth': apiTarget },
  },
});
