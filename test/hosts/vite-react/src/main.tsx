// A Vite React 19 host as an integrator writes it (README "A React app, with types"): the package defines the
// elements, the app renders them.
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
      </main>
      <shop-footer site="DE" />
    </>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
