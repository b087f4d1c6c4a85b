import type { LocalReceipt, LocalSessionView } from '../../adapters/payments/payments-port';

/**
 * The local provider's hosted pages: plain server-rendered HTML, no script at all (the app's CSP
 * forbids inline script and none is needed), one form per action, labelled fields with card
 * autocomplete hints, and the error announced with role="alert".
 */
const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export const money = (cents: number, currency = 'usd') =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(
    cents / 100,
  );

const STYLE = `
body{font-family:system-ui,sans-serif;background:#f1f5f9;color:#0f172a;margin:0;line-height:1.5}
main{max-width:28rem;margin:3rem auto;background:#fff;border-radius:12px;padding:2rem;box-shadow:0 4px 20px #0f172a1a}
h1{font-size:1.4rem;margin:0 0 .25rem}
h2{font-size:1rem;margin:0}
.order{border:1px solid #cbd5e1;border-radius:8px;padding:1rem;margin:1rem 0}
.order p{margin:.25rem 0}.total{font-size:1.5rem;font-weight:700}
.note{background:#eef2ff;border-radius:8px;padding:.75rem;font-size:.9rem}
label{display:block;font-weight:600;margin:.75rem 0 .25rem}
input{width:100%;box-sizing:border-box;font:inherit;padding:.6rem;border:1px solid #64748b;border-radius:6px}
.row{display:flex;gap:1rem}.row>div{flex:1}
button{font:inherit;font-weight:600;padding:.7rem 1.2rem;border-radius:6px;border:2px solid #4338ca;cursor:pointer}
.pay{background:#4338ca;color:#fff;width:100%;margin-top:1.25rem}
.cancel{background:#fff;color:#4338ca;width:100%;margin-top:.75rem}
button:focus-visible,input:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.error{background:#fef2f2;border:1px solid #b91c1c;color:#7f1d1d;border-radius:6px;padding:.75rem;margin-top:1rem}
code{font-size:.95em}`;

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;

const field = (id: string, label: string, attrs: string, value = '') =>
  `<label for="${id}">${label}</label><input id="${id}" name="${id}" required ${attrs} value="${escape(value)}">`;

export function checkoutPage(
  session: LocalSessionView,
  action: { pay: string; cancel: string },
  error?: string,
  form: { name?: string } = {},
): string {
  const total = money(session.amountCents, session.currency);
  if (session.status !== 'open') {
    // Why it closed, when known (a newer checkout replaced it), else the refusal of the attempt.
    const why = session.closedReason ?? error;
    return page(
      'Checkout closed — CastMyScript',
      `<h1>This checkout is ${session.status === 'complete' ? 'already paid' : 'closed'}</h1>
${why ? `<div class="error" role="alert">${escape(why)}</div>` : ''}
<p><a href="${escape(session.status === 'complete' ? session.successUrl : session.cancelUrl)}">Return to CastMyScript</a></p>`,
    );
  }
  return page(
    `Pay ${total} — CastMyScript checkout`,
    `<h1>CastMyScript checkout</h1>
<p>Local test payments: no real money moves.</p>
<section class="order" aria-labelledby="order-title">
<h2 id="order-title">Your order</h2>
<p>${escape(session.description)}</p>
<p class="total">${total}</p>
</section>
<p class="note">Use the test card <code>4242 4242 4242 4242</code> with any future expiry date and any CVC.
<code>4000 0000 0000 0002</code> is declined.</p>
${error ? `<div class="error" role="alert">${escape(error)}</div>` : ''}
<form method="post" action="${escape(action.pay)}">
${field('name', 'Name on card', 'autocomplete="cc-name" maxlength="100"', form.name ?? '')}
${field('number', 'Card number', 'autocomplete="cc-number" inputmode="numeric" maxlength="23"')}
<div class="row"><div>${field('expiry', 'Expiry (MM/YY)', 'autocomplete="cc-exp" inputmode="numeric" maxlength="7" placeholder="MM/YY"')}</div>
<div>${field('cvc', 'CVC', 'autocomplete="cc-csc" inputmode="numeric" maxlength="4"')}</div></div>
<button class="pay" type="submit">Pay ${total}</button>
</form>
<form method="post" action="${escape(action.cancel)}"><button class="cancel" type="submit">Cancel</button></form>`,
  );
}

export function receiptPage(r: LocalReceipt): string {
  const paid = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
    r.paidAt,
  );
  return page(
    'Receipt — CastMyScript',
    `<h1>Receipt from CastMyScript</h1>
<section class="order" aria-label="Payment">
<p>${escape(r.description)}</p>
<p class="total">${money(r.amountCents, r.currency)}</p>
<p>Paid on ${paid} with ${escape(r.cardBrand)} ending in ${escape(r.cardLast4)}</p>
${r.refunded ? '<p><strong>Refunded</strong></p>' : ''}
<p>Receipt number <code>${escape(r.paymentId)}</code></p>
</section>
<p>Local test payment: no real money moved.</p>`,
  );
}
