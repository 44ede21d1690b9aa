import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { linguiMacros } from './scripts/vite-lingui-macros.ts';
import { signedInChunk } from './scripts/vite-signed-in-chunk.ts';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export const alias = {
  '@': fromRoot('./client/src'),
  '@shared': fromRoot('./shared'),
};

// The API server listens on PORT (5000); `npm run dev` serves the SPA with hot reload on 5173
// and forwards the server's paths to it.
const apiTarget = `http://localhost:${process.env.PORT ?? 5000}`;

/**
 * Puts the stylesheet (one Tailwind file, about 7 KB compressed) into index.html as a <style>
 * element: a phone on a slow network then paints without waiting for a second request. The
 * CSP already allows inline styles (Radix and vaul set them); the server compresses the HTML.
 * A disabled <link> to the file stays beside it: the browser does not fetch a disabled
 * stylesheet, and Vite's loader for lazy chunks, which links a chunk's stylesheet before
 * running it unless the page already links it, then does not fetch it either (10 KB on her
 * first visit). The file itself stays for that loader's list and the service worker's.
 */
function inlineStylesheet(): Plugin {
  return {
    name: 'fairsplit:inline-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return html.replace(
          /<link rel="stylesheet"[^>]*? href="\/([^"]+\.css)"[^>]*>/g,
          (link, fileName: string) => {
            const asset = bundle[fileName];
            if (asset?.type !== 'asset') return link;
            return `<style>${String(asset.source)}</style><link rel="stylesheet" href="/${fileName}" disabled>`;
          },
        );
      },
    },
  };
}

/**
 * The installable app (docs/offline.md): the web app manifest, and the service worker of
 * client/src/sw.ts with this build's files listed in it for precaching. The page registers it
 * itself (features/offline) and asks before a new version takes over.
 */
const installableApp = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src',
  filename: 'sw.ts',
  registerType: 'prompt',
  injectRegister: false,
  injectManifest: {
    // The app shell: scripts, styles, the page and the icons; not the source maps.
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
  },
  includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
  manifest: {
    id: '/home',
    name: 'Fairsplit',
    short_name: 'Fairsplit',
    description: 'Keep the finances and facts of a divorce straight.',
    lang: 'en',
    start_url: '/home',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: '#0f766e',
    background_color: '#ffffff',
    icons: [
      { src: '/icons/icon-64.png', sizes: '64x64', type: 'image/png' },
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  },
});

/**
 * Her chunk (scripts/vite-signed-in-chunk.ts): what two or more of the pages she works in most
 * share, and the pages a visitor arrives on never load, in one file.
 */
const signedInParts = signedInChunk({
  routeTable: 'src/app/router.tsx',
  arrivalPages: [
    'src/features/landing/landing-page.tsx',
    'src/features/auth/login-page.tsx',
    'src/features/auth/signup-page.tsx',
  ],
  signedInOnly: ['src/app/signed-in-session.tsx'],
  mainPages: [
    'src/app/signed-in-session.tsx',
    'src/features/home/home-page.tsx',
    'src/features/expenses/expenses-page.tsx',
    'src/features/networth/networth-page.tsx',
    'src/features/events/events-page.tsx',
    'src/features/income/income-page.tsx',
    'src/features/documents/documents-page.tsx',
    'src/features/support/support-page.tsx',
  ],
});

export default defineConfig({
  root: fromRoot('./client'),
  // Lingui: the macros in the code, and the Spanish catalog (a .po file) compiled on import.
  plugins: [
    linguiMacros(),
    lingui(),
    react(),
    tailwindcss(),
    inlineStylesheet(),
    installableApp,
    signedInParts.plugin,
  ],
  resolve: { alias },
  build: {
    outDir: fromRoot('./client/dist'),
    emptyOutDir: true,
    sourcemap: true,
    // e2e/bundle.spec.ts reads it to check what the first page load pulls in.
    manifest: true,
    // Every browser we support preloads modules itself (Safari since 17); one without it still
    // loads each page's chunks, only without the head start, so the polyfill is not shipped.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Everything the entry imports statically stays in the entry's file. Without this group
        // the bundler splits the modules the entry shares with lazy pages (providers, query
        // client, zod) into one file per set of pages using them: with a page more, the first
        // load of / was 27 small files and 7 KB more gzip than the same code in one file.
        //
        // Two libraries the signed-in pages share are one file each for the same reason: zod,
        // and TanStack Query with Radix Dialog and what it needs. Split per set of pages, they
        // cost a tracker ten more requests (docs/benchmarks.md), and on a slow phone each
        // request costs a round trip (docs/offline.md#how-a-signed-in-page-starts). The landing
        // page's first load uses neither (its phone menu, loaded when first opened, brings the
        // second); the log-in page uses zod only. Radix's core and date-fns stay split: the log-in
        // page needs a part of them.
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'] },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            {
              name: 'query-and-dialog',
              test: /node_modules[\\/](@tanstack[\\/](query-core|react-query)|@radix-ui[\\/]react-(dialog|focus-scope|focus-guards|dismissable-layer|portal|presence|use-escape-keydown)|react-remove-scroll|react-remove-scroll-bar|use-callback-ref|use-sidecar|aria-hidden|react-style-singleton|detect-node-es|get-nonce|tslib)[\\/]/,
            },
            {
              name: 'signed-in',
              test: signedInParts.test,
              // Her pages' shared code only: what it imports that a visitor's pages use too
              // stays where it is, so no public page ever loads this file.
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/auth': apiTarget },
  },
});
