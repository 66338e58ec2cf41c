// The benchmark's floor: the least a Vite + React page ships and does (React 19 and one heading).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <main>
      <h1>A blank Vite + React page</h1>
      <p>The floor every page-load figure of the console is compared with.</p>
    </main>
  </StrictMode>,
);
