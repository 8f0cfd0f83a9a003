// A Vite React 19 host as an integrator writes it (docs/guides/embedding.md, "A React app, with types"): the
// package defines the elements, the app renders all four.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'storefront-widgets';
import type {} from 'storefront-widgets/react';

function App() {
  return (
    <>
      <main>
        <h1>React host</h1>
        <newsletter-signup site="DE" headline="Neuigkeiten" origin-addition="react-host" />
        <country-switcher site="DE" />
      </main>
      <shop-footer site="DE" />
      {/* Renders nothing unless a staff member is logged in. */}
      <preview-panel />
    </>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
