import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The SPA builds to apps/web/dist, which the API server serves on its own port.
 * In development `vite` proxies /api to the API (http://127.0.0.1:3000) so the session cookie stays same-origin.
 * Vendor code is split into stable, separately cached chunks; every route page is a React.lazy chunk.
 */
const vendorGroups: { name: string; test: RegExp }[] = [
  { name: 'vendor-react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'vendor-router', test: /[\\/]node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/ },
  // Icons are not in vendor-mui: each page's icons load with it (all of them up front cost ~13 kB).
  {
    name: 'vendor-mui',
    test: /[\\/]node_modules[\\/](@mui[\\/](?!x-date-pickers|x-internals|x-charts|x-internal-gestures|x-data-grid|x-virtualizer|icons-material)[^\\/]+|@emotion|@popperjs|react-transition-group|stylis|hoist-non-react-statics|@babel[\\/]runtime|clsx|prop-types|react-is)[\\/]/,
  },
  { name: 'vendor-query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/ },
  {
    name: 'vendor-i18n',
    test: /[\\/]node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/,
  },
  { name: 'vendor-forms', test: /[\\/]node_modules[\\/](zod|react-hook-form|@hookform)[\\/]/ },
  // The store helpers MUI X's grid, charts and date pickers share: a small chunk of their own, so that a page with a
  // date field does not load the whole grid for them.
  { name: 'vendor-x-store', test: /[\\/]node_modules[\\/](@base-ui[\\/]utils|reselect|use-sync-external-store)[\\/]/ },
  // The lists' grid (MUI X DataGrid) loads with the list pages, not up front.
  { name: 'vendor-grid', test: /[\\/]node_modules[\\/]@mui[\\/](x-data-grid|x-virtualizer)[\\/]/ },
  // The evaluation's chart (MUI X Charts and the d3 modules it bundles) loads with that chart only.
  {
    name: 'vendor-charts',
    test: /[\\/]node_modules[\\/](@mui[\\/]x-charts[^\\/]*|d3-[^\\/]+|internmap|robust-predicates|delaunator|flatqueue|@mui[\\/]x-internal-gestures)[\\/]/,
  },
  // Last (lowest priority): MUI's own modules the pickers use stay in vendor-mui, and the pickers load with the pages
  // that show a date field, not up front.
  {
    name: 'vendor-date-pickers',
    test: /[\\/]node_modules[\\/](@mui[\\/]x-date-pickers|@mui[\\/]x-internals|date-fns)[\\/]/,
  },
];

export default defineConfig({
  plugins: [react()],
  // Zod without eval (content security policy): see src/lib/zod.ts.
  resolve: { alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod.ts', import.meta.url)) }] },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: vendorGroups.map((group, index) => ({ ...group, priority: vendorGroups.length - index })),
        },
      },
    },
  },
});
