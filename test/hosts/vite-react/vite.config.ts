import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// docs/guides/services.md, "Dev-server proxy", its line as written there: the widgets call /service/… on the
// page's origin; the dev server (and `vite preview`, which takes the same proxy) forwards it to the services with
// the page's Host (`changeOrigin: false`; the string form would turn it on). STOREFRONT_SERVICES is where they
// are (the demo's reference backend, `npm start`, listens on http://127.0.0.1:4173).
const services = process.env.STOREFRONT_SERVICES ?? 'http://127.0.0.1:4173';

export default defineConfig({
  plugins: [react()],
  server: { proxy: { '/service': { target: services, changeOrigin: false } } },
});
