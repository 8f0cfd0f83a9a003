import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vite';

const TAGS = ['newsletter-signup', 'shop-footer', 'country-switcher', 'preview-panel'];

// docs/guides/services.md, "Dev-server proxy": as the React host's, see there.
const services = process.env.STOREFRONT_SERVICES ?? 'http://127.0.0.1:4173';

export default defineConfig({
  plugins: [vue({ template: { compilerOptions: { isCustomElement: (tag) => TAGS.includes(tag) } } })],
  server: { proxy: { '/service': { target: services, changeOrigin: false } } },
});
