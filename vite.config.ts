import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Libraries every page runs, in one long-cached chunk of their own (app releases leave it as it is).
const VENDOR =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-redux|@reduxjs[\\/]toolkit|redux|redux-thunk|reselect|immer|use-sync-external-store|i18next|react-i18next)[\\/]/;

// The page template and its script (the entry): the template keeps an entry chunk of its own.
const ENTRY = /([\\/]index\.html|[\\/]src[\\/]web[\\/]main\.tsx)$/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    // One stylesheet for the whole app: screens split into chunks would otherwise each bring their CSS.
    cssCodeSplit: false,
    // The browser's chunks: the libraries; then all the app code the entry loads, in one chunk (one
    // request, compressed as a whole) rather than in the many small chunks it shares with screens;
    // then each screen's own chunk (src/web/routes/screen-modules.ts).
    ...(isSsrBuild
      ? {}
      : {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  { name: 'vendor', test: VENDOR, priority: 2 },
                  { name: 'app', tags: ['$initial' as const], test: (id: string) => !ENTRY.test(id), priority: 1 },
                ],
              },
            },
          },
        }),
  },
  ssr: {
    // Bundle React into the server render so it always runs React's production build.
    noExternal: true,
  },
}));
