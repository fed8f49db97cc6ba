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
        // Libraries change far less often than our code: separate chunks stay cached across
        // releases. Only what the first screen needs ('$initial') goes in them; library code
        // that only a lazily loaded screen uses stays with that screen, so the first load does
        // not grow with the number of screens.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
              tags: ['$initial'],
            },
            { name: 'mui', test: /node_modules[\\/](@mui|@emotion|@popperjs)[\\/]/, tags: ['$initial'] },
            { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'] },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
})
