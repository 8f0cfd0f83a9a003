import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// README "Dev-server proxy": the widgets call /service/… on the page's origin; the dev server (and `vite preview`,
// which takes the same proxy) forwards it to the services. STOREFRONT_SERVICES is where they are (the demo's
// reference backend, `npm start`, listens on http://127.0.0.1:4173).
const services = process.env.STOREFRONT_SERVICES ?? 'http://127.0.0.1:4173';

export default defineConfig({
  plugins: [react()],
  server: { proxy: { '/service': services } },
});
