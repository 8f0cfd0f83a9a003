// A Vite Vue 3.5 host as an integrator writes it (docs/guides/embedding.md, "Vue"): the package defines the
// elements, the app renders them.
import { createApp } from 'vue';
import 'storefront-widgets';
import App from './App.vue';

createApp(App).mount('#app');
