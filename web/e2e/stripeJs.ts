import type { Page } from '@playwright/test';

/**
 * A stand-in for the part of Stripe.js the payment pages use, for the browser tests only (Stripe.js
 * cannot load here). Production pages load the real script from js.stripe.com; these tests answer that
 * address with this one through Playwright's request routing, and answer api.stripe.com with the
 * local Stripe stand-in (server/payments/testing) that the test server talks to. Its Payment Element
 * is three plain fields; confirming posts the card to /v1/payment_intents/{id}/confirm with the
 * publishable key and client secret, as Stripe.js does.
 */
const STRIPE_JS = String.raw`
(function () {
  function Stripe(publishableKey) {
    var mounted = null;
    function element() {
      var handlers = {};
      return {
        mount: function (target) {
          var node = typeof target === 'string' ? document.querySelector(target) : target;
          node.innerHTML =
            '<div data-testid="payment-element" style="display:grid;gap:8px">' +
            '<label>Card number <input name="cardnumber" autocomplete="cc-number" style="border:1px solid #ccc;padding:6px;width:100%"></label>' +
            '<label>Expiration date <input name="exp-date" placeholder="MM / YY" style="border:1px solid #ccc;padding:6px"></label>' +
            '<label>Security code <input name="cvc" style="border:1px solid #ccc;padding:6px"></label>' +
            '</div>';
          mounted = node;
          setTimeout(function () { (handlers.ready || []).forEach(function (h) { h({ elementType: 'payment' }); }); }, 0);
        },
        on: function (name, handler) { (handlers[name] = handlers[name] || []).push(handler); return this; },
        off: function (name, handler) { handlers[name] = (handlers[name] || []).filter(function (h) { return h !== handler; }); return this; },
        update: function () {},
        unmount: function () { if (mounted) mounted.innerHTML = ''; },
        destroy: function () { if (mounted) mounted.innerHTML = ''; mounted = null; },
      };
    }
    var stripe = {
      elements: function (options) {
        var elementsOptions = options || {};
        return {
          _options: elementsOptions,
          create: function () { return element(); },
          getElement: function () { return null; },
          update: function (updates) { Object.assign(elementsOptions, updates); },
          submit: function () { return Promise.resolve({}); },
          fetchUpdates: function () { return Promise.resolve({}); },
        };
      },
      confirmPayment: function (params) {
        var secret = params.elements._options.clientSecret;
        var id = secret.split('_secret_')[0];
        var field = function (name) { return mounted.querySelector('input[name="' + name + '"]').value; };
        var expiry = field('exp-date').split('/').map(function (part) { return part.trim(); });
        var body = new URLSearchParams({
          key: publishableKey,
          client_secret: secret,
          'payment_method_data[type]': 'card',
          'payment_method_data[card][number]': field('cardnumber'),
          'payment_method_data[card][exp_month]': expiry[0] || '',
          'payment_method_data[card][exp_year]': expiry[1] ? '20' + expiry[1] : '',
          'payment_method_data[card][cvc]': field('cvc'),
        });
        return fetch('https://api.stripe.com/v1/payment_intents/' + id + '/confirm', { method: 'POST', body: body })
          .then(function (response) { return response.json(); })
          .then(function (json) { return json.error ? { error: json.error } : { paymentIntent: json }; });
      },
      createToken: function () { return Promise.reject(new Error('not in the stand-in')); },
      createPaymentMethod: function () { return Promise.reject(new Error('not in the stand-in')); },
      confirmCardPayment: function () { return Promise.reject(new Error('not in the stand-in')); },
      registerAppInfo: function () {},
      _registerWrapper: function () {},
    };
    return stripe;
  }
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();
`;

/** Serves the Stripe.js stand-in and sends the page's Stripe API calls to the local Stripe stand-in. */
export async function standInForStripe(page: Page): Promise<void> {
  const port = Number(process.env.E2E_PORT ?? 3917) + 1000;
  await page.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: STRIPE_JS }),
  );
  await page.route('https://api.stripe.com/**', async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `http://127.0.0.1:${port}${url.pathname}${url.search}` });
    await route.fulfill({ response });
  });
}

/** Types a card into the stand-in's Payment Element. */
export async function enterCard(page: Page, number = '4242424242424242', expiry = '12 / 34') {
  const form = page.getByTestId('payment-element');
  await form.getByLabel('Card number').fill(number);
  await form.getByLabel('Expiration date').fill(expiry);
  await form.getByLabel('Security code').fill('123');
}

/**
 * Subscribes the page's signed-in account to Endless Summer monthly through the payment form, as a
 * customer does (the subscription then exists at Stripe's stand-in, not only in the database).
 */
export async function subscribeThroughStripe(page: Page): Promise<void> {
  await page.goto('/subscribe?interval=month');
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await enterCard(page, '5555555555554444', '07 / 31');
  await page.getByRole('button', { name: 'Subscribe for $9.99' }).click();
  await page.waitForURL(/\/subscription-success\?success=true$/, { timeout: 15_000 });
  await page.getByRole('heading', { name: 'Welcome to Endless Summer!' }).waitFor({ timeout: 15_000 });
}
