import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { currentLocale } from './i18n/i18n';
import { App } from './shell/App';

document.documentElement.lang = currentLocale();
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
