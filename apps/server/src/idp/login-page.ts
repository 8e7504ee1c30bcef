// The embedded provider's sign-in page: plain server-rendered HTML with labelled inputs and no
// script, so its CSP can forbid scripts entirely. The one <style> block is allowed by its hash.
import { createHash } from 'node:crypto';

const STYLE = `
body{font-family:system-ui,sans-serif;background:#f1f3f5;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;padding:2rem;border-radius:8px;box-shadow:0 1px 4px #0002;width:min(22rem,90vw)}
h1{font-size:1.25rem;margin:0 0 .25rem}p{color:#495057;margin:0 0 1rem}
label{display:block;margin:.75rem 0 .25rem;font-weight:600}
input{width:100%;box-sizing:border-box;padding:.5rem;font-size:1rem;border:1px solid #adb5bd;border-radius:4px}
button{margin-top:1.25rem;width:100%;padding:.6rem;font-size:1rem;background:#1c7ed6;color:#fff;border:0;border-radius:4px}
.error{color:#c92a2a;font-weight:600}small{display:block;margin-top:1rem;color:#868e96}`;

export const LOGIN_STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;
export const WRONG_CREDENTIALS = 'Email or password is wrong';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export interface LoginPageOptions {
  action: string;
  email?: string;
  error?: string;
  companyDomain: string;
}

export function loginPage({ action, email = '', error, companyDomain }: LoginPageOptions): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in - FieldOps</title><style>${STYLE}</style></head>
<body><main>
<h1>Sign in to FieldOps</h1>
<p>Development identity provider for ${escapeHtml(companyDomain)}</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button>
</form>
<small>Demo accounts are printed in the server's console.</small>
</main></body></html>`;
}
