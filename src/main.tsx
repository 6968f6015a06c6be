import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import App from './App';

// Real paths (/login, /admin?page=2), not react-admin's default hash router: SPEC's URLs and the links in
// emails (/reset-password?token=...) are plain paths, served by the server's SPA fallback.
// Navigations are applied at once, not as transitions: react-admin's logout navigates and then clears its
// caches, and the urgent re-renders that follow kept interrupting the transition to /aviso, which
// never committed (an endless logout loop on a protected URL visited without a session).
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter useTransitions={false}>
      <App />
    </BrowserRouter>
  </StrictMode>,
);
