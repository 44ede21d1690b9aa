import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from '@/app/provider';
import { AppRouter } from '@/app/router';
import { redirectRecoveryLink } from '@/features/auth';
import './index.css';

// Before anything renders or supabase-js reads (and clears) the URL hash: a password-reset
// link that landed on any page moves to /update-password with its tokens
// (docs/product.md#route-guards).
redirectRecoveryLink();

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

createRoot(container).render(
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>,
);
