/** The provider's few HTML pages: the sign-in form, the sign-out confirmation and errors. Plain, labelled, no script. */

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE =
  'body{font-family:system-ui,sans-serif;max-width:26rem;margin:3rem auto;padding:0 1rem;color:#1a1a1a}' +
  'label{display:block;margin:1rem 0 .25rem;font-weight:600}input{width:100%;padding:.5rem;font-size:1rem;box-sizing:border-box}' +
  'button{margin-top:1rem;padding:.5rem 1rem;font-size:1rem}.error{color:#b00020}.note{color:#555;font-size:.9rem}';

/** A complete page; the language is English (a development tool). */
export function page(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} · Local OpenID provider</title><style>${STYLE}</style></head>
<body><main><h1>${escape(title)}</h1>${body}</main></body>
</html>`;
}

/** The sign-in form of an interaction: any e-mail address signs in (development only). */
export function loginPage(action: string, client: string, email = '', error?: string): string {
  return page(
    'Sign in',
    `<p class="note">Local OpenID provider for development and tests: any e-mail address signs in, without a password.
Application: ${escape(client)}.</p>
<form method="post" action="${escape(action)}" novalidate>
<label for="email">E-mail address</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escape(email)}"${
      error ? ' aria-invalid="true" aria-describedby="email-error"' : ''
    } autofocus>
${error ? `<p id="email-error" class="error" role="alert">${escape(error)}</p>` : ''}
<button type="submit">Sign in</button>
</form>`,
  );
}

/** oidc-provider's sign-out confirmation; `form` is its own hidden form (id op.logoutForm, with the xsrf token). */
export function logoutPage(host: string, form: string): string {
  return page(
    'Sign out',
    `<p>Sign out of the local OpenID provider (${escape(host)})?</p>${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>Sign out</button>
<button type="submit" form="op.logoutForm">Stay signed in</button>`,
  );
}

export function messagePage(title: string, text: string): string {
  return page(title, `<p>${escape(text)}</p>`);
}
