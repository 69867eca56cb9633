import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Libraries every page runs, in one long-cached chunk of their own (app releases leave it as it is).
const VENDOR = /\/node_modules\/(react|react-dom|scheduler|react-router|react-redux|@reduxjs\/toolkit|redux|redux-thunk|reselect|immer|use-sync-external-store|i18next|react-i18next)\//;

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    // One stylesheet for the whole app: screens split into chunks would otherwise each bring their CSS.
    cssCodeSplit: false,
    rollupOptions: {
      output: {
        manualChunks: (id) => (VENDOR.test(id) ? 'vendor' : undefined),
      },
    },
  },
  ssr: {
    // Bundle React into the server render so it always runs React's production build.
    noExternal: true,
  },
});
