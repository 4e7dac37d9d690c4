import type { ConnectionProvider } from '@lieux/contracts';
import { PROVIDER_LABELS } from '@lieux/contracts';

const escape = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/**
 * The platform's consent page, sandbox edition: which account to grant (any name is an account with
 * its own figures), the scopes asked, and Approve / Deny. The form posts back to the same path with
 * every parameter of the request, as the real pages carry them through their login.
 */
export function consentPage(provider: ConnectionProvider, path: string, params: URLSearchParams): string {
  const hidden = [...params.entries()]
    .filter(([name]) => !['decision', 'account', 'website', 'phone'].includes(name))
    .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
    .join('');
  const label = PROVIDER_LABELS[provider];
  const scopes = escape((params.get('scope') ?? '').split(/[ ,]+/).filter(Boolean).join(', '));
  return `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${label} (bac à sable) — autorisation</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1a1b1e}
.box{border:1px solid #dee2e6;border-radius:8px;padding:1.25rem}.tag{background:#fff3bf;border-radius:4px;padding:.1rem .4rem;font-size:.8rem}
label{display:block;margin:.75rem 0 .25rem}input[type=text]{width:100%;padding:.5rem;box-sizing:border-box}
.actions{display:flex;gap:.5rem;margin-top:1rem}button{flex:1;padding:.6rem;border-radius:6px;border:1px solid #adb5bd;font-size:1rem;cursor:pointer}
button[value=approve]{background:#228be6;color:#fff;border-color:#228be6}code{word-break:break-all}</style></head>
<body><div class="box"><p><span class="tag">Bac à sable</span></p>
<h1>${label}</h1>
<p>L’application <strong>Lieux</strong> demande un accès en lecture seule à votre compte.</p>
<p>Autorisations : <code>${scopes}</code></p>
<form method="post" action="${escape(path)}">${hidden}
<label for="account">Compte de démonstration</label>
<input type="text" id="account" name="account" value="lieux.demo" autocomplete="off">
<label for="website">Site web du profil (facultatif)</label>
<input type="text" id="website" name="website" value="" autocomplete="off">
<label for="phone">Téléphone du profil (facultatif)</label>
<input type="text" id="phone" name="phone" value="" autocomplete="off">
<div class="actions"><button type="submit" name="decision" value="deny">Refuser</button><button type="submit" name="decision" value="approve">Autoriser</button></div>
</form></div></body></html>`;
}
