import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// The gateway serves the console's assets under /console/ and its screens at the
// site root for staff, so routes stay at '/' while assets are based at /console/.
export default defineConfig({
  base: '/console/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change far less often than our code: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
            },
            { name: 'mui', test: /node_modules[\\/](@mui|@emotion|@popperjs)[\\/]/ },
            // Used by the chart library and by react-admin too: eager, so the charts chunk stays lazy.
            { name: 'vendor-shared', test: /node_modules[\\/](use-sync-external-store|eventemitter3)[\\/]/ },
            // The history screen's chart library and what only it uses: loaded with the chart, not at start.
            {
              name: 'charts',
              test: /node_modules[\\/](recharts|d3-[a-z-]+|victory-vendor|internmap|@reduxjs|react-redux|redux|redux-thunk|reselect|immer|decimal\.js-light|es-toolkit)[\\/]/,
            },
            { name: 'vendor', test: /node_modules[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
})
