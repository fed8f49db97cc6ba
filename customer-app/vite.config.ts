import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// The gateway serves the built files under /app/ and index.html for the app's own routes
// (/, /login, /customer/...). The dev server has no gateway in front, so it serves from the
// root, where it can also answer those routes with index.html.
export default defineConfig(({ command }) => ({
  base: command === 'build' ? '/app/' : '/',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
}))
