// Builds the renderer (the studio's page), shared by the Electron window and the web host.
import { defineConfig } from 'vite';

export default defineConfig({
  root: 'renderer',
  base: './',
  build: {
    outDir: '../dist/renderer',
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 6000,
    reportCompressedSize: false,
  },
  worker: { format: 'es' },
});
