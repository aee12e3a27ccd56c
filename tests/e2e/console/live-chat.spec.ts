import { expect, type Page, test } from '@playwright/test';
import { hostUrl } from '../support/env.ts';
import { signInWithApi } from '../support/session.ts';
import { consoleUrl, copyOfDemoHost, screenshot, signIn } from './support.ts';

/**
 * Issue 17, item 10 (decision 041): the live chat is a host setting. An operator turns it on for
 * one host in the console; that host's signed-in pages load the vendor's widget (the browser's
 * CSP allows it there), and every other host neither loads it nor would allow it.
 */
const VENDOR_ORIGIN = 'https://chat.vendor.example';
const VENDOR_SCRIPT = `${VENDOR_ORIGIN}/widget.js`;

/** The vendor's widget, as the network would deliver it: it greets the visitor it was given. */
const WIDGET = `(() => {
  const visitor = window.liveChatVisitor;
  const box = document.createElement('aside');
  box.setAttribute('aria-label', 'Vendor chat');
  box.textContent = 'Chat for ' + (visitor ? visitor.name + ' <' + visitor.email + '>' : 'nobody');
  document.body.append(box);
})();`;

async function serveVendor(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route(`${VENDOR_ORIGIN}/**`, (route) => {
    requested.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: WIDGET });
  });
  return requested;
}

test.use({ actionTimeout: 10_000 });

test('an operator turns the live chat on for one host: only that host loads and allows it', async ({
  page,
  browser,
}, testInfo) => {
  // Screenshots wait for the network to settle (up to 10 s each, with the console's preview open).
  test.setTimeout(120_000);
  const { host, hostId } = await copyOfDemoHost('chat', testInfo);

  await signIn(page);
  await page.goto(consoleUrl(`#/hosts/${hostId}`));
  await expect(page.getByRole('heading', { name: `Wygląd hosta ${host}` })).toBeVisible();
  const chat = page.getByRole('group', { name: 'Czat na żywo' });
  await chat.getByRole('checkbox', { name: 'Czat na żywo po zalogowaniu' }).check();
  // An address that would widen the policy beyond one public https origin is refused.
  await chat.getByRole('textbox', { name: 'Adres skryptu czatu' }).fill('http://10.0.0.5/widget.js');
  await page.getByRole('button', { name: 'Zapisz szkic' }).click();
  await expect(chat.getByText('Wpisz adres https:// skryptu dostawcy w domenie publicznej')).toBeVisible();
  await chat.getByRole('textbox', { name: 'Adres skryptu czatu' }).fill(VENDOR_SCRIPT);
  await expect(chat.getByText('Wpisz adres https:// skryptu dostawcy w domenie publicznej')).toBeHidden();
  await screenshot(page, 'live-chat', 'pl', testInfo, { kind: 'element', element: chat });
  await page.getByRole('button', { name: 'Zapisz szkic' }).click();
  await expect(page.getByText('Szkic zapisany.')).toBeVisible();
  await page.getByRole('button', { name: 'Opublikuj', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Opublikować szkic?' });
  await expect(dialog.getByText('Czat na żywo po zalogowaniu')).toBeVisible();
  await dialog.getByRole('button', { name: 'Opublikuj', exact: true }).click();
  await expect(page.getByText(/Opublikowano jako wersję/)).toBeVisible();

  // An advisor of the broker on that host: the widget loads with their name and e-mail.
  const onHost = await browser.newPage();
  const requested = await serveVendor(onHost);
  await signInWithApi(onHost, host, 'doradca@demo.localhost');
  await expect(async () => {
    await onHost.goto(hostUrl(host, '/app'));
    await expect(onHost.getByRole('complementary', { name: 'Vendor chat' })).toContainText('doradca@demo.localhost', {
      timeout: 2000,
    });
  }).toPass({ timeout: 15_000 });
  expect(requested).toContain(VENDOR_SCRIPT);
  await onHost.close();

  // The same advisor on demo.localhost: nothing requested, and its policy would refuse the vendor.
  const elsewhere = await browser.newPage();
  const elsewhereRequested = await serveVendor(elsewhere);
  await signInWithApi(elsewhere, 'demo.localhost', 'doradca@demo.localhost');
  await elsewhere.goto(hostUrl('demo.localhost', '/app'));
  await expect(elsewhere.getByRole('navigation').first()).toBeVisible();
  expect(elsewhereRequested).toEqual([]);
  const blocked = await elsewhere.evaluate(
    (src) =>
      new Promise<string>((resolve) => {
        document.addEventListener('securitypolicyviolation', (event) => resolve(event.effectiveDirective), {
          once: true,
        });
        const script = document.createElement('script');
        script.src = src;
        document.body.append(script);
        setTimeout(() => resolve('allowed'), 3000);
      }),
    VENDOR_SCRIPT,
  );
  expect(blocked).toBe('script-src-elem');
  expect(elsewhereRequested).toEqual([]);
  await elsewhere.close();
});
