import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter(), vanillaExtractPlugin()],
  // Listed up front so the first page under `react-router dev` is not answered "504 Outdated Optimize Dep".
  optimizeDeps: {
    include: ['react', 'react-dom', 'react-dom/client', 'react-intl', 'swr', 'clsx'],
  },
});
